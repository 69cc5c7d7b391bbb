import { Bar } from 'recharts'
import { describe, expect, it } from 'vitest'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { render } from '../testing/render.tsx'
import { ChartSlot } from './ChartSlot.tsx'
import { PercentBar } from './PercentBar.tsx'

/** Each Recharts surface added under `root` with its width, then every later change of its size. */
function recordSurfaceSizes(root: Node): string[] {
  const sizes: string[] = []
  new MutationObserver((records) => {
    for (const record of records) {
      const surfaces = [...record.addedNodes].flatMap((node) =>
        node instanceof Element
          ? [...(node.matches('svg.recharts-surface') ? [node] : [])].concat([
              ...node.querySelectorAll('svg.recharts-surface'),
            ])
          : [],
      )
      for (const surface of surfaces) sizes.push(`drawn ${surface.getAttribute('width')}`)
      if (record.type === 'attributes' && record.target instanceof SVGSVGElement) {
        const name = record.attributeName ?? ''
        sizes.push(`${name} ${record.target.getAttribute(name)}`)
      }
    }
  }).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['width', 'height'],
  })
  return sizes
}

describe('ChartSlot', () => {
  it(
    'has Recharts lay the drawing out once, at the size of its box',
    { timeout: 40_000 },
    async () => {
      const sizes = recordSurfaceSizes(document.body)
      const screen = await render(
        <div style={{ width: 321, height: 24 }}>
          {/* The drawing fills its box's height, as every chart's own stylesheet has it. */}
          <style>{'.test-bar { block-size: 100%; }'}</style>
          <ChartSlot>
            <PercentBar kind="test-bar" className="test-bar" data={{ yes: 40 }}>
              <Bar dataKey="yes" fill="black" isAnimationActive={false} />
            </PercentBar>
          </ChartSlot>
        </div>,
      )
      const surface = () => screen.container.querySelector('svg.recharts-surface')
      await expect.poll(() => surface()?.getAttribute('width'), CHART_DRAWN).toBe('321')
      // Drawn once at its box's size: never first at a placeholder size, then again when measured.
      await expect.poll(() => sizes, CHART_DRAWN).toContain('drawn 321')
      expect(
        sizes.filter((entry) => !entry.startsWith('drawn')),
        sizes.join(', '),
      ).toEqual([])
      expect(surface()?.getAttribute('height')).toBe('24')
    },
  )
})
