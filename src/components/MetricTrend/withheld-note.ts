import { formatCount } from '../../domain/format.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'

/** "Hidden on 21 days: fewer than 5 in the group" (the gaps of a trend line). */
export function withheldNote(days: number, points: readonly TrendPoint[], locale?: string): string {
  const size = points.find((point) => point.minGroupSize !== undefined)?.minGroupSize
  const reason =
    size === undefined
      ? 'the group was too small'
      : `fewer than ${formatCount(size, locale)} in the group`
  return `Hidden on ${formatCount(days, locale)} ${days === 1 ? 'day' : 'days'}: ${reason}`
}
