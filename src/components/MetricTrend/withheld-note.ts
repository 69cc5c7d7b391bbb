import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatCount } from '../../domain/text/format.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'

/** "Hidden on 21 days: fewer than 5 in the group" (the gaps of a trend line). */
export function withheldNote(
  i18n: I18n,
  days: number,
  points: readonly TrendPoint[],
  locale?: string,
): string {
  const size = points.find((point) => point.minGroupSize !== undefined)?.minGroupSize
  const dayCount = formatCount(days, locale)
  if (size === undefined) {
    return i18n._(
      msg({
        comment: 'Under a trend chart: on how many days the value was withheld for privacy',
        message: plural(days, {
          one: `Hidden on ${dayCount} day: the group was too small`,
          other: `Hidden on ${dayCount} days: the group was too small`,
        }),
      }),
    )
  }
  const minGroupSize = formatCount(size, locale)
  return i18n._(
    msg({
      comment:
        'Under a trend chart: on how many days the value was withheld for privacy; {minGroupSize} is the smallest group shown',
      message: plural(days, {
        one: `Hidden on ${dayCount} day: fewer than ${minGroupSize} in the group`,
        other: `Hidden on ${dayCount} days: fewer than ${minGroupSize} in the group`,
      }),
    }),
  )
}
