import type { SparkPoint } from './sparkline-model.ts'

/** The smallest span of a sparkline's vertical axis, in points: small wiggles must not look like cliffs. */
const MIN_SPAN = 10

/** The share range a sparkline's vertical axis spans, in percent: the data's, at least 10 points. */
export function sparklineDomain(points: readonly SparkPoint[]): [number, number] {
  const shares = points.flatMap((point) => (point.yes === undefined ? [] : [point.yes]))
  if (shares.length === 0) return [0, 100]
  const low = Math.min(...shares)
  const high = Math.max(...shares)
  if (high - low >= MIN_SPAN) return [low, high]
  const from = Math.max(0, Math.min((low + high) / 2 - MIN_SPAN / 2, 100 - MIN_SPAN))
  return [from, from + MIN_SPAN]
}
