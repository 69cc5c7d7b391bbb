import type { ImagePanel, ImageRequest, SlideSize, SlideSpec } from './chart-image-types.ts'
import { flow, svgElement, type Box, type FlowTools } from './image-flow.ts'

/**
 * The image as a standalone SVG document (docs/decisions/0140, 0195): `<title>` and `<desc>`,
 * then a card or the slide, in the page's direction: text is anchored at the inline start, and
 * right to left the document says `direction="rtl"`.
 */

/** A card image's width; its PNG is drawn at twice the scale. */
export const CARD_WIDTH = 480
export const CARD_PADDING = 24
const CARD_PNG_SCALE = 2

/** The slide's layout: 1920 × 1080 units, five columns. */
const SLIDE_WIDTH = 1920
const SLIDE_HEIGHT = 1080
const MARGIN = 56
const GAP = 24
const COLUMNS = 5
export const SLIDE_COLUMN = (SLIDE_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS
export const SLIDE_PADDING = 20
/** How far a slide's text may shrink to fit before the layout gives up. */
const MIN_SCALE = 0.5

const SLIDE_SCALES: Readonly<Record<SlideSize, number>> = { '1080p': 1, '4k': 2 }

type Tools = Omit<FlowTools, 'scale'>

/** A framed card at `box`, its blocks inside the padding; `height` stretches the frame. */
function panel(content: ImagePanel, box: Box, padding: number, tools: FlowTools, height?: number) {
  const inner = { x: box.x + padding, y: box.y + padding, width: box.width - 2 * padding }
  const body = flow(content.blocks, inner, tools)
  const frameHeight = height ?? body.height + 2 * padding
  const frame = svgElement('rect', {
    x: box.x + 0.5,
    y: box.y + 0.5,
    width: box.width - 1,
    height: frameHeight - 1,
    rx: 8,
    fill: tools.color('var(--color-surface)'),
    stroke: tools.color('var(--color-border-subtle)'),
  })
  return {
    node: svgElement('g', { 'data-panel': '' }, [frame, ...body.nodes]),
    height: frameHeight,
  }
}

function cardLayout(content: ImagePanel, tools: Tools) {
  const scaled = { ...tools, scale: 1 }
  const box = { x: 0, y: 0, width: CARD_WIDTH }
  const height = Math.ceil(panel(content, box, CARD_PADDING, scaled).height)
  return {
    nodes: [panel(content, box, CARD_PADDING, scaled, height).node],
    width: CARD_WIDTH,
    height,
  }
}

/** A row of panels in the slide's columns, from the inline start, each as tall as the tallest. */
function row(panels: readonly ImagePanel[], y: number, tools: FlowTools) {
  const column = (index: number) =>
    tools.rtl
      ? SLIDE_WIDTH - MARGIN - (index + 1) * SLIDE_COLUMN - index * GAP
      : MARGIN + index * (SLIDE_COLUMN + GAP)
  const box = (index: number) => ({ x: column(index), y, width: SLIDE_COLUMN })
  const height = Math.max(
    0,
    ...panels.map((content, index) => panel(content, box(index), SLIDE_PADDING, tools).height),
  )
  const nodes = panels.map(
    (content, index) => panel(content, box(index), SLIDE_PADDING, tools, height).node,
  )
  return { nodes, height }
}

/** The slide at a text scale: the header, the two rows of cards, the footnotes, the footer. */
function slideAt(slide: SlideSpec, tools: FlowTools) {
  const width = SLIDE_WIDTH - 2 * MARGIN
  const nodes: SVGElement[] = []
  let y = MARGIN * 0.75
  const place = (part: { nodes: SVGElement[]; height: number }, after: number) => {
    nodes.push(...part.nodes)
    y += part.height + after * tools.scale
  }
  place(flow(slide.header, { x: MARGIN, y, width }, tools), GAP)
  if (slide.figures.length > 0) place(row(slide.figures, y, tools), GAP)
  if (slide.cards.length > 0) place(row(slide.cards, y, tools), GAP)
  place(flow(slide.footnotes, { x: MARGIN, y, width }, tools), GAP / 2)
  place(flow(slide.footer, { x: MARGIN, y, width }, tools), 0)
  return { nodes, bottom: y }
}

/** The slide with its text as large as fits: shrunk in 5 % steps until the footer ends in time. */
function slideLayout(slide: SlideSpec, tools: Tools) {
  let scale = 1
  let laid = slideAt(slide, { ...tools, scale })
  while (laid.bottom > SLIDE_HEIGHT - MARGIN / 2 && scale > MIN_SCALE) {
    scale = Math.round((scale - 0.05) * 100) / 100
    laid = slideAt(slide, { ...tools, scale })
  }
  return { nodes: laid.nodes, width: SLIDE_WIDTH, height: SLIDE_HEIGHT }
}

export function imageDocument(request: ImageRequest, tools: Tools & { fontFamily: string }) {
  const { layout } = request
  const laid =
    layout.kind === 'card' ? cardLayout(layout.panel, tools) : slideLayout(layout.slide, tools)
  const outputScale = layout.kind === 'slide' ? SLIDE_SCALES[layout.size] : 1
  const title = svgElement('title', {})
  title.textContent = request.title
  const desc = svgElement('desc', {})
  desc.textContent = request.description
  const root = svgElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: laid.width * outputScale,
      height: laid.height * outputScale,
      viewBox: `0 0 ${laid.width} ${laid.height}`,
      role: 'img',
      direction: tools.rtl ? 'rtl' : 'ltr',
      'font-family': tools.fontFamily,
    },
    [
      title,
      desc,
      svgElement('rect', {
        width: laid.width,
        height: laid.height,
        fill: tools.color('var(--color-bg)'),
      }),
      ...laid.nodes,
    ],
  )
  return {
    root,
    width: laid.width * outputScale,
    height: laid.height * outputScale,
    pngScale: layout.kind === 'card' ? CARD_PNG_SCALE : 1,
  }
}
