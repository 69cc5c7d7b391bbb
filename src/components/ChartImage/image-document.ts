import {
  chartSize,
  PANEL_PADDING as PAD,
  PANEL_WIDTH,
  type ImageLine,
  type ImagePanel,
  type ImageRequest,
} from './chart-image-types.ts'

const SVG = 'http://www.w3.org/2000/svg'
const GAP = 24
const TITLE_SIZE = 18
const LINE_SIZE = 13
const NOTE_SIZE = 15
const SWATCH = 14

/** Reads the page's palette: a CSS colour (a token reference) as the stage resolves it. */
export type ColorResolver = (value: string) => string

function svgElement(
  name: string,
  attributes: Record<string, string | number>,
  children: readonly Node[] = [],
): SVGElement {
  const element = document.createElementNS(SVG, name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value))
  element.append(...children)
  return element
}

interface Layout {
  rtl: boolean
  color: ColorResolver
}

/** A line at `y` (its baseline), from the inline start of a `width` wide box. */
function textLine(line: ImageLine, y: number, width: number, { rtl, color }: Layout): SVGElement[] {
  const size = line.size ?? NOTE_SIZE
  const start = rtl ? width - PAD : PAD
  const step = rtl ? -1 : 1
  const parts: SVGElement[] = []
  let x = start
  if (line.swatch !== undefined) {
    parts.push(
      svgElement('rect', {
        x: rtl ? x - SWATCH : x,
        y: y - SWATCH + 1,
        width: SWATCH,
        height: SWATCH,
        fill: color(line.swatch.fill),
        ...(line.swatch.stroke === undefined ? {} : { stroke: color(line.swatch.stroke) }),
      }),
    )
    x += step * (SWATCH + 8)
  }
  const text = svgElement('text', {
    x,
    y,
    'font-size': size,
    fill: color(line.muted === true ? 'var(--color-text-muted)' : 'var(--color-text)'),
    ...(line.weight === undefined ? {} : { 'font-weight': line.weight }),
  })
  text.textContent = line.text
  parts.push(text)
  return parts
}

/** The height of a panel's content, from its top edge. */
export function panelHeight(panel: ImagePanel): number {
  const lines = panel.lines?.length ?? 0
  const notes = panel.notes?.length ?? 0
  const chart = panel.chart === undefined ? 0 : chartSize(panel).height + 16
  return 36 + lines * 24 + 16 + chart + notes * 26 + 12
}

/** One card: its frame, title, lines, the serialized chart and the notes under it. */
function panelGroup(
  panel: ImagePanel,
  chart: SVGSVGElement | undefined,
  height: number,
  layout: Layout,
): SVGElement {
  const children: SVGElement[] = [
    svgElement('rect', {
      x: 0.5,
      y: 0.5,
      width: PANEL_WIDTH - 1,
      height: height - 1,
      rx: 8,
      fill: layout.color('var(--color-surface)'),
      stroke: layout.color('var(--color-border-subtle)'),
    }),
    ...textLine({ text: panel.title, size: TITLE_SIZE, weight: 600 }, 36, PANEL_WIDTH, layout),
  ]
  let y = 36
  for (const line of panel.lines ?? []) {
    y += 24
    children.push(...textLine({ size: LINE_SIZE, muted: true, ...line }, y, PANEL_WIDTH, layout))
  }
  y += 16
  if (chart !== undefined) {
    chart.setAttribute('x', String(PAD))
    chart.setAttribute('y', String(y))
    children.push(chart)
    y += chartSize(panel).height + 16
  }
  for (const note of panel.notes ?? []) {
    y += 26
    children.push(...textLine(note, y - 8, PANEL_WIDTH, layout))
  }
  return svgElement('g', {}, children)
}

/**
 * The image as a standalone SVG document: `<title>` and `<desc>`, the heading, then the panels in
 * a grid (each as tall as the tallest), in the page's direction. Text is laid out from the inline
 * start; right to left, it is anchored at the right and the document says `direction="rtl"`.
 */
export function imageDocument(
  request: ImageRequest,
  charts: readonly (SVGSVGElement | undefined)[],
  layout: Layout & { fontFamily: string },
): { root: SVGSVGElement; width: number; height: number } {
  const columns = Math.min(request.columns ?? 1, Math.max(1, request.panels.length))
  const width = columns * PANEL_WIDTH + (columns > 1 || request.heading ? (columns + 1) * GAP : 0)
  const inset = width === PANEL_WIDTH ? 0 : GAP
  const headingLines = request.heading?.lines.length ?? 0
  const headingHeight = request.heading === undefined ? 0 : 56 + headingLines * 26 + 12
  const cell = Math.max(0, ...request.panels.map(panelHeight))
  const rows = Math.ceil(request.panels.length / columns)
  const height = headingHeight + rows * cell + (rows > 0 ? (rows - 1) * GAP : 0) + (inset ? GAP : 0)

  const title = svgElement('title', {})
  title.textContent = request.title
  const desc = svgElement('desc', {})
  desc.textContent = request.description
  const body: SVGElement[] = [
    title,
    desc,
    svgElement('rect', { width, height, fill: layout.color('var(--color-bg)') }),
  ]
  if (request.heading !== undefined) {
    body.push(
      ...textLine({ text: request.heading.title, size: 26, weight: 700 }, 44, width, layout),
    )
    request.heading.lines.forEach((line, index) => {
      body.push(...textLine({ muted: true, ...line }, 72 + index * 26, width, layout))
    })
  }
  request.panels.forEach((panel, index) => {
    const column = index % columns
    const row = Math.floor(index / columns)
    const x = layout.rtl
      ? width - inset - (column + 1) * PANEL_WIDTH - column * GAP
      : inset + column * (PANEL_WIDTH + GAP)
    const y = headingHeight + row * (cell + GAP)
    const group = panelGroup(panel, charts[index], cell, layout)
    group.setAttribute('transform', `translate(${x} ${y})`)
    body.push(group)
  })
  const root = svgElement(
    'svg',
    {
      xmlns: SVG,
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      direction: layout.rtl ? 'rtl' : 'ltr',
      'font-family': layout.fontFamily,
    },
    body,
  ) as SVGSVGElement
  return { root, width, height }
}
