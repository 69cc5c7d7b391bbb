import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { ltr } from '../text/bidi.ts'
import { formatCount } from '../text/format.ts'
import { daysBetween } from '../history/history.ts'
import type { DescribedTrend } from './trend-summary.ts'
import { formatDay } from './trend-wording.ts'

/**
 * The period a trend's words name, from the data's own dates (docs/decisions/0232): "over 40
 * days", "over 12 months", "since Oct 12, 2026"; and whether its last shown value is old.
 */

/**
 * Which period a trend covers and when it is read: `days`, the days the view asks for (365 for
 * 12 months); `today`, the day the words are read (by default the last day the points cover).
 */
export interface TrendPeriod {
  days: number
  today?: string | undefined
}

/** Up to this many days, a period is said in days ("over 40 days"), then in months. */
const PERIOD_IN_DAYS_UNTIL = 56
/** A last shown value older than this many days is said to be old. */
const STALE_AFTER_DAYS = 7

/**
 * The period the shown days cover, from their own first and last dates: "over 40 days", "over
 * 12 months", or "since Oct 12, 2026" when the history starts inside the period asked for.
 * `phrase` ends a sentence; `label` starts a card's line ("40 days", "Since Oct 12, 2026").
 */
export function periodText(
  i18n: I18n,
  description: DescribedTrend,
  period: TrendPeriod,
  locale?: string,
): { phrase: string; label: string } {
  const days = daysBetween(description.first.date, description.last.date)
  const short = days + STALE_AFTER_DAYS < period.days
  if (short && days >= PERIOD_IN_DAYS_UNTIL) {
    const date = ltr(formatDay(description.first.date, locale), locale)
    return {
      phrase: i18n._(
        msg({
          comment:
            'Ends a trend’s fact when its history starts inside the period: since a day (“Oct 12, 2026”)',
          message: `since ${date}`,
        }),
      ),
      label: i18n._(
        msg({
          comment:
            'Starts a trend card’s line when its history starts inside the period: since a day',
          message: `Since ${date}`,
        }),
      ),
    }
  }
  if (days < PERIOD_IN_DAYS_UNTIL) {
    const count = ltr(formatCount(days, locale), locale)
    return {
      phrase: i18n._(
        msg({
          comment: 'Ends a trend’s fact: the days between its first and last shown day',
          message: plural(days, { one: `over ${count} day`, other: `over ${count} days` }),
        }),
      ),
      label: i18n._(
        msg({
          comment: 'Starts a trend card’s line: the days between its first and last shown day',
          message: plural(days, { one: `${count} day`, other: `${count} days` }),
        }),
      ),
    }
  }
  const months = Math.round(days / 30.44)
  const count = ltr(formatCount(months, locale), locale)
  return {
    phrase: i18n._(
      msg({
        comment: 'Ends a trend’s fact: the months between its first and last shown day',
        message: plural(months, { one: `over ${count} month`, other: `over ${count} months` }),
      }),
    ),
    label: i18n._(
      msg({
        comment: 'Starts a trend card’s line: the months between its first and last shown day',
        message: plural(months, { one: `${count} month`, other: `${count} months` }),
      }),
    ),
  }
}

/** The day of the last shown value when it is more than a week old on `today`, else undefined. */
export function staleSince(description: DescribedTrend, period: TrendPeriod): string | undefined {
  const today = period.today ?? description.latest
  return daysBetween(description.last.date, today) > STALE_AFTER_DAYS
    ? description.last.date
    : undefined
}
