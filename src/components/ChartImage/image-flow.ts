import type { ImageBlock, ImageText } from './chart-image-types.ts'
import { wrapText, type Measure } from './text-wrap.ts'

/**
 * Lays blocks out top to bottom in a box (docs/decisions/0195): paragraphs wrapped to the box's
 * width by measured text, charts at their drawn size, the demo mark; everything anchored at the
 * inline start, so right to left it starts at the box's right edge.
 */

const SVG = 'http://www.w3.org/2000/svg'
/** Room between two lines' boxes, in em. */
const LEADING = 0.15
/** Room kept at each line's end: the rasterized text may differ from the measured by a pixel. */
const SLACK = 0.97

/** Reads the page's palette: a CSS colour (a token reference) as the stage resolves it. */
type ColorResolver = (value: string) => string

/** How the image's font draws text: a line's width, and a paragraph's line box from its baseline. */
export interface TextMetrics {
  measure: Measure
  lineBox: (text: string, size: number, weight: number) => { ascent: number; descent: number }
}

export interface FlowTools extends TextMetrics {
  rtl: boolean
  locale: string
  color: ColorResolver
  /** The drawn charts, by index (undefined: not drawn). */
  charts: readonly (SVGSVGElement | undefined)[]
  /** The text's fitting scale (a slide shrinks its text to fit; charts keep their size). */
  scale: number
}

export interface Box {
  x: number
  y: number
  width: number
}

export function svgElement(
  name: string,
  attributes: Record<string, string | number>,
  children: readonly Node[] = [],
): SVGElement {
  const element = document.createElementNS(SVG, name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value))
  element.append(...children)
  return element
}

function textElement(
  text: string,
  x: number,
  y: number,
  attributes: Record<string, string | number>,
) {
  const element = svgElement('text', { x, y, ...attributes })
  element.textContent = text
  return element
}

/** A paragraph: its lines, the swatch before the first, from the inline start. */
function paragraph(block: ImageText, box: Box, top: number, tools: FlowTools) {
  const size = block.size * tools.scale
  const weight = block.weight ?? 400
  const swatch = block.swatch === undefined ? 0 : Math.round(size * 0.9)
  const indent = swatch === 0 ? 0 : swatch + size * 0.5
  const lines = wrapText(
    block.text,
    (box.width - indent) * SLACK,
    { size, weight, locale: tools.locale },
    tools.measure,
  )
  const { ascent, descent } = tools.lineBox(block.text, size, weight)
  const lineHeight = ascent + descent + LEADING * size
  const start = tools.rtl ? box.x + box.width : box.x
  const inline = (offset: number) => (tools.rtl ? start - offset : start + offset)
  const nodes: SVGElement[] = []
  if (block.swatch !== undefined) {
    nodes.push(
      svgElement('rect', {
        x: tools.rtl ? start - swatch : start,
        y: round(top + (lineHeight - swatch) / 2),
        width: swatch,
        height: swatch,
        fill: tools.color(block.swatch.fill),
        ...(block.swatch.stroke === undefined ? {} : { stroke: tools.color(block.swatch.stroke) }),
      }),
    )
  }
  lines.forEach((line, index) => {
    nodes.push(
      textElement(
        line,
        round(inline(indent)),
        round(top + lineHeight * index + ascent + (LEADING * size) / 2),
        {
          'font-size': round(size),
          fill: tools.color(block.muted === true ? 'var(--color-text-muted)' : 'var(--color-text)'),
          ...(block.weight === undefined ? {} : { 'font-weight': block.weight }),
        },
      ),
    )
  })
  return { nodes, height: lines.length * lineHeight }
}

/** The demo mark: bold warning-coloured text in a framed box at the inline start. */
function badge(text: string, box: Box, top: number, tools: FlowTools) {
  const size = 16 * tools.scale
  const pad = size * 0.6
  const width = Math.min(box.width, tools.measure(text, size, 700) / SLACK + 2 * pad)
  const { ascent, descent } = tools.lineBox(text, size, 700)
  const height = ascent + descent + pad
  const x = tools.rtl ? box.x + box.width - width : box.x
  const nodes = [
    svgElement('rect', {
      x,
      y: top,
      width: round(width),
      height: round(height),
      rx: 4,
      fill: tools.color('var(--color-warning-bg)'),
      stroke: tools.color('var(--color-warning)'),
    }),
    textElement(text, round(tools.rtl ? x + width - pad : x + pad), round(top + pad / 2 + ascent), {
      'font-size': round(size),
      'font-weight': 700,
      fill: tools.color('var(--color-warning)'),
    }),
  ]
  return { nodes, height }
}

function chart(index: number, box: Box, top: number, tools: FlowTools) {
  const drawn = tools.charts[index]
  if (drawn === undefined) return { nodes: [], height: 0 }
  const width = Number(drawn.getAttribute('width'))
  const height = Number(drawn.getAttribute('height'))
  drawn.setAttribute('x', String(round(tools.rtl ? box.x + box.width - width : box.x)))
  drawn.setAttribute('y', String(round(top)))
  return { nodes: [drawn], height }
}

const round = (value: number) => Math.round(value * 100) / 100

/** The blocks drawn in `box` from its top; returns the elements and the height they take. */
export function flow(blocks: readonly ImageBlock[], box: Box, tools: FlowTools) {
  const nodes: SVGElement[] = []
  let y = box.y
  for (const block of blocks) {
    const placed =
      block.kind === 'text'
        ? paragraph(block, box, y, tools)
        : block.kind === 'badge'
          ? badge(block.text, box, y, tools)
          : block.kind === 'chart'
            ? chart(block.index, box, y, tools)
            : { nodes: [], height: block.size * tools.scale }
    nodes.push(...placed.nodes)
    y += placed.height
  }
  return { nodes, height: y - box.y }
}
