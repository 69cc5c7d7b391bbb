import type { I18n } from '@lingui/core'
import type { ReactNode } from 'react'

/** A line of text in a chart image. Colours are CSS values, e.g. `CHART_COLORS.yes`. */
export interface ImageLine {
  text: string
  size?: number
  weight?: number
  muted?: boolean
  /** A small square before the text (a legend's swatch): its fill and, optionally, its edge. */
  swatch?: { fill: string; stroke?: string } | undefined
}

/** One card of an image: its title and lines, the chart, and the text under the chart. */
export interface ImagePanel {
  title: string
  /** Lines under the title ("United States · As of Nov 21, 2026"). */
  lines?: readonly ImageLine[]
  /**
   * The chart: the same component the screen shows, given `size` = {@link ImagePanel.chartSize}.
   * Rendered off-screen and serialized; a panel without a chart is text only.
   */
  chart?: ReactNode
  chartHeight?: number
  /** Under the chart: values, n, why a group is hidden, the source. */
  notes?: readonly ImageLine[]
}

/** What to draw: a heading (the dashboard's), then the panels in a grid, in the page's language. */
export interface ImageRequest {
  i18n: I18n
  /** The image's `<title>` and `<desc>`, which screen readers and slide programs read. */
  title: string
  description: string
  heading?: { title: string; lines: readonly ImageLine[] } | undefined
  panels: readonly ImagePanel[]
  columns?: number
}

/** A standalone SVG document and its size in CSS pixels. */
export interface ChartImage {
  svg: string
  width: number
  height: number
}

export const PANEL_WIDTH = 480
export const PANEL_PADDING = 24

/** The size a panel's chart is drawn at. */
export function chartSize(panel: Pick<ImagePanel, 'chartHeight'>) {
  return { width: PANEL_WIDTH - 2 * PANEL_PADDING, height: panel.chartHeight ?? 32 }
}
