import { describe, expect, it } from 'vitest'
import tokens from '../../styles/tokens.css?raw'

/** WCAG 2.x contrast of the design tokens, read from the stylesheet itself. */

/** The colour tokens of one theme: each is `light-dark(<light>, <dark>)` in the `:root` block. */
function palette(theme: 'light' | 'dark'): Record<string, string> {
  const start = tokens.indexOf(':root {')
  if (start < 0) throw new Error('no :root block')
  const body = tokens.slice(start, tokens.indexOf('}', start))
  const pairs = [
    ...body.matchAll(/(--[\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\);/gi),
  ]
  return Object.fromEntries(pairs.map((m) => [m[1], theme === 'light' ? m[2] : m[3]]))
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

const TEXT: [string, string][] = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-surface'],
  ['--color-link', '--color-surface'],
  ['--color-on-primary', '--color-primary'],
  ['--color-danger', '--color-surface'],
  ['--color-danger', '--color-danger-bg'],
  ['--color-text', '--color-danger-bg'],
  ['--color-success', '--color-surface'],
  ['--color-warning', '--color-warning-bg'],
  ['--color-text', '--color-warning-bg'],
  ['--color-surface', '--color-text'],
]

const GRAPHICS: [string, string][] = [
  ['--chart-yes', '--color-surface'],
  ['--chart-no', '--color-surface'],
  ['--chart-yes', '--chart-no'],
  ['--chart-yes', '--color-bg'],
  ['--chart-no', '--color-bg'],
  ['--color-border', '--color-surface'],
  ['--color-focus', '--color-surface'],
  ['--color-focus', '--color-bg'],
]

/** HSL saturation (0–1) of a colour: how loud it reads, whatever its lightness. */
function saturation(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  if (max === min) return 0
  return (max - min) / (1 - Math.abs(2 * lightness - 1))
}

describe.each(['light', 'dark'] as const)('%s theme', (name) => {
  const theme = palette(name)

  it('defines every token the checks read', () => {
    for (const key of [...TEXT, ...GRAPHICS].flat()) expect(theme[key]).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it.each(TEXT)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(theme[fg] ?? '', theme[bg] ?? '')).toBeGreaterThanOrEqual(4.5)
  })

  it.each(GRAPHICS)('graphic %s against %s reaches 3:1', (a, b) => {
    expect(contrast(theme[a] ?? '', theme[b] ?? '')).toBeGreaterThanOrEqual(3)
  })

  it('draws "no" calmer than "yes": less saturated and lighter in weight on the card', () => {
    const yes = theme['--chart-yes'] ?? ''
    const no = theme['--chart-no'] ?? ''
    const surface = theme['--color-surface'] ?? ''
    expect(saturation(no)).toBeLessThan(0.25)
    expect(saturation(no)).toBeLessThan(saturation(yes))
    expect(contrast(no, surface)).toBeLessThan(contrast(yes, surface))
  })

  it('keeps the hatch of "no" visible: its stripes differ from its fill by 3:1', () => {
    expect(
      contrast(theme['--chart-no'] ?? '', theme['--chart-no-stripe'] ?? ''),
    ).toBeGreaterThanOrEqual(3)
  })
})

it('forces a theme with [data-theme] and otherwise follows the system', () => {
  expect(tokens).toMatch(/:root \{\s*color-scheme: light dark;/)
  expect(tokens).toMatch(/\[data-theme='light'\] \{\s*color-scheme: light;/)
  expect(tokens).toMatch(/\[data-theme='dark'\] \{\s*color-scheme: dark;/)
})
