/**
 * The colours charts are drawn with, as references to the design tokens of src/styles/tokens.css:
 * the one palette of the screen, print and the chart images (which resolve these references in
 * the light theme when they serialize a chart, docs/decisions/0140).
 */
export const CHART_COLORS = {
  yes: 'var(--chart-yes)',
  no: 'var(--chart-no)',
  noStripe: 'var(--chart-no-stripe)',
  grid: 'var(--color-border-subtle)',
  axis: 'var(--color-text-muted)',
  text: 'var(--color-text)',
  track: 'var(--color-skeleton)',
  surface: 'var(--color-surface)',
} as const
