import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatPercent } from '../../domain/text/format.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { formatDay, intervalText } from '../../domain/trend/trend-wording.ts'
import { hiddenText, STATUS_TEXTS } from '../../domain/metrics/metric-texts.ts'

/** The hover/focus text of a day: share, counts and interval, or why it is hidden. */
export function dayReadout(i18n: I18n, point: TrendPoint, locale?: string): string {
  const day = formatDay(point.date, locale)
  if (point.share === undefined) {
    const reason =
      point.status === 'suppressed'
        ? hiddenText(i18n, point.minGroupSize, locale)
        : i18n._(STATUS_TEXTS.notReported)
    return i18n._(
      msg({
        comment: 'A day of a trend chart without a value: {reason} says why ("Not reported")',
        message: `${day}: ${reason}`,
      }),
    )
  }
  const { yes, yesCount, total, interval } = point.share
  const share = formatPercent(yes, { locale })
  const yesCountText = formatCount(yesCount, locale)
  const totalText = formatCount(total, locale)
  const intervalPhrase = intervalText(i18n, interval, locale)
  return i18n._(
    msg({
      comment:
        'A day of a trend chart: the share answering yes, the yes count of the total counted, and the 95 % interval',
      message: `${day}: ${share} yes (${yesCountText} of ${totalText}; ${intervalPhrase})`,
    }),
  )
}
