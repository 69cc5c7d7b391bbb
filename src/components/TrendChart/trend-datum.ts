import type { I18n } from '@lingui/core'
import { formatCount, formatPercent } from '../../domain/format.ts'
import type { TrendPoint } from '../../domain/trend-series.ts'
import { formatDay, intervalText } from '../../domain/trend-wording.ts'
import { hiddenText, STATUS_TEXTS } from '../../domain/metric-texts.ts'

/** The hover/focus text of a day: share, counts and interval, or why it is hidden. */
export function dayReadout(i18n: I18n, point: TrendPoint, locale?: string): string {
  const day = formatDay(point.date, locale)
  if (point.share === undefined) {
    return `${day}: ${point.status === 'suppressed' ? hiddenText(i18n, point.minGroupSize, locale) : i18n._(STATUS_TEXTS.notReported)}`
  }
  const { yes, yesCount, total, interval } = point.share
  return `${day}: ${formatPercent(yes, { locale })} yes (${formatCount(yesCount, locale)} of ${formatCount(total, locale)}; ${intervalText(interval, locale)})`
}
