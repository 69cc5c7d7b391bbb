import type { I18n } from '@lingui/core'
import type { ReactNode } from 'react'

/** A paragraph of an image, wrapped to its box. Colours are CSS values, e.g. `CHART_COLORS.yes`. */
export interface ImageText {
  kind: 'text'
  text: string
  /** Font size in the image's units (before a slide's fitting scale). */
  size: number
  weight?: number | undefined
  muted?: boolean | undefined
  /** A small square before the text (a legend's swatch): its fill and, optionally, its edge. */
  swatch?: { fill: string; stroke?: string | undefined } | undefined
}

/** What a box of an image holds, top to bottom. */
export type ImageBlock =
  | ImageText
  /** A chart of {@link ImageRequest.charts}, by index, drawn at its size. */
  | { kind: 'chart'; index: number }
  /** The "Demo data" mark: bold text in a framed box. */
  | { kind: 'badge'; text: string }
  | { kind: 'gap'; size: number }

/** A card: a framed box of blocks. */
export interface ImagePanel {
  blocks: readonly ImageBlock[]
}

/** The whole dashboard on one 16:9 slide (slide-document.ts). */
export interface SlideSpec {
  header: readonly ImageBlock[]
  /** Small cards in the first row (the percentages). */
  figures: readonly ImagePanel[]
  /** The cards of the second row (the yes/no metrics, with their trends). */
  cards: readonly ImagePanel[]
  footnotes: readonly ImageBlock[]
  footer: readonly ImageBlock[]
}

/** A chart to draw off-screen: the screen's own component, given `size`. */
export interface ImageChart {
  node: ReactNode
  width: number
  height: number
}

/** The slide's sizes: 1920 × 1080 and the same layout at twice the scale. */
export type SlideSize = '1080p' | '4k'

type ImageLayout =
  { kind: 'card'; panel: ImagePanel } | { kind: 'slide'; slide: SlideSpec; size: SlideSize }

/** What to draw, in the language of `i18n`. */
export interface ImageRequest {
  i18n: I18n
  /** The image's `<title>` and `<desc>`, which screen readers and slide programs read. */
  title: string
  description: string
  charts: readonly ImageChart[]
  layout: ImageLayout
}

/** A standalone SVG document, its size, and the scale its PNG is drawn at. */
export interface ChartImage {
  svg: string
  /** The document's `<desc>`: what the image says, in sentences. */
  description: string
  width: number
  height: number
  pngScale: number
}
