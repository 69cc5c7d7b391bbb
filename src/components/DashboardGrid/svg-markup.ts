/**
 * Small builders of standalone SVG markup for the chart images (docs/decisions/0103). Colours,
 * fonts and sizes are presentation attributes with literal values, never classes or `style`, so
 * a file opens the same in a slide program as in the browser and needs no stylesheet (nor any
 * exception to the app's `style-src 'self'`).
 */

/** The light palette of src/styles/tokens.css, as literal values. */
export const IMAGE_COLORS = {
  background: '#f3f4f6',
  surface: '#ffffff',
  border: '#d1d5db',
  text: '#111827',
  muted: '#4b5563',
  yes: '#172554',
  no: '#7b8597',
  noStripe: '#ffffff',
  track: '#e5e7eb',
} as const

export const IMAGE_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Id of the hatch that fills "no", defined once per document by `hatchPattern`. */
export const HATCH_ID = 'no-hatch'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

type Attributes = Record<string, string | number | undefined>

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('')
}

export function element(name: string, values: Attributes, children?: string): string {
  return children === undefined
    ? `<${name}${attributes(values)}/>`
    : `<${name}${attributes(values)}>${children}</${name}>`
}

export interface TextOptions {
  x: number
  y: number
  size: number
  weight?: number
  color?: string
  anchor?: 'start' | 'end'
}

export function text(content: string, options: TextOptions): string {
  return element(
    'text',
    {
      x: options.x,
      y: options.y,
      'font-size': options.size,
      'font-weight': options.weight,
      fill: options.color ?? IMAGE_COLORS.text,
      'text-anchor': options.anchor,
    },
    escapeXml(content),
  )
}

/** The diagonal hatch of "no", as on screen (ShareBar): a cue that does not rely on colour. */
export function hatchPattern(): string {
  return element(
    'pattern',
    {
      id: HATCH_ID,
      patternUnits: 'userSpaceOnUse',
      width: 8,
      height: 8,
      patternTransform: 'rotate(45)',
    },
    element('rect', { width: 8, height: 8, fill: IMAGE_COLORS.no }) +
      element('rect', { width: 2.5, height: 8, fill: IMAGE_COLORS.noStripe }),
  )
}

export interface SvgDocument {
  svg: string
  width: number
  height: number
}

/** A complete SVG file: XML declaration, its title and description for screen readers, a background. */
export function svgDocument(
  size: { width: number; height: number },
  label: { title: string; description: string },
  body: string,
): SvgDocument {
  const svg =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    element(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size.width,
        height: size.height,
        viewBox: `0 0 ${size.width} ${size.height}`,
        role: 'img',
        'font-family': IMAGE_FONT,
      },
      element('title', {}, escapeXml(label.title)) +
        element('desc', {}, escapeXml(label.description)) +
        element('defs', {}, hatchPattern()) +
        element('rect', { width: size.width, height: size.height, fill: IMAGE_COLORS.surface }) +
        body,
    ) +
    '\n'
  return { svg, width: size.width, height: size.height }
}
