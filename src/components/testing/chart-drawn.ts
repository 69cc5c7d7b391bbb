/**
 * How long a test waits for a chart's drawing: it appears once the lazy Recharts chunk is in,
 * which the dev server transforms on first use (seconds on a busy machine).
 */
export const CHART_DRAWN = { timeout: 15_000 }
