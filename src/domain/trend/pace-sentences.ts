import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isolate, isolateLtr } from '../text/bidi.ts'
import { formatPercent, formatPercentBelow } from '../text/format.ts'
import { textDirection } from '../text/languages.ts'
import { paceOf, paceWindow, type Pace, type PaceTarget } from './target-pace.ts'
import type { TrendPoint } from './trend-series.ts'
import { describeTrend } from './trend-summary.ts'
import { formatLongMonth, formatMonth } from './trend-wording.ts'

/**
 * The words of a target and of the pace towards it (docs/decisions/0211, 0232), from the
 * catalogs, in the UI's language: "On pace: at this pace 55%–61% by June 2027, target 50%", or
 * "Too early to tell the pace: …" when the trend has no clear direction or six months yet.
 */

/**
 * The bidi isolates of a right-to-left language (src/domain/text/bidi.ts, issue 35): a percentage is a
 * left-to-right island and a month keeps its own direction, so "الهدف 60% بحلول يونيو 2027" reads
 * with the % beside its number wherever it is drawn. Left to right they would change nothing
 * visible, and the strings stay plain.
 */
function isolates(locale: string | undefined) {
  const rtl = locale !== undefined && textDirection(locale) === 'rtl'
  const same = (text: string) => text
  return {
    number: rtl ? isolateLtr : same,
    text: rtl ? isolate : same,
  }
}

/**
 * "Target 40% by Dec 2027": the label of a target on a chart. Right to left the whole label is
 * an isolate too: a chart's labels (SVG text, a deck's legend) are laid out left to right, where
 * the label must still read from the right.
 */
export function targetLabel(i18n: I18n, target: PaceTarget, locale?: string): string {
  const bidi = isolates(locale)
  const share = bidi.number(formatPercent(target.yesShare, { locale }))
  const month = bidi.text(formatMonth(target.targetDate, locale))
  return bidi.text(
    i18n._(
      msg({
        comment:
          'Label of a target line on a trend chart: {share} is the share to reach, {month} a short month and year (“Dec 2027”)',
        message: `Target ${share} by ${month}`,
      }),
    ),
  )
}

/** One sentence on where a metric stands against its target. */
export function paceSentence(i18n: I18n, pace: Pace, target: PaceTarget, locale?: string): string {
  const bidi = isolates(locale)
  const share = bidi.number(formatPercent(target.yesShare, { locale }))
  const month = bidi.text(formatLongMonth(target.targetDate, locale))
  // A share short of the target never reads as the target (39.96 % is "39.96%", not "40%").
  const said = (value: number) =>
    bidi.number(formatPercentBelow(value, target.yesShare, { locale }))
  switch (pace.status) {
    case 'unavailable':
      return i18n._(
        msg({
          comment:
            'Pace towards a target when no share is shown in the period. {share}: the target share; {month}: month and year (“December 2027”)',
          message: `Target ${share} by ${month}: no share is shown in this period to measure the pace.`,
        }),
      )
    case 'met': {
      const current = bidi.number(formatPercent(pace.current, { locale }))
      return i18n._(
        msg({
          comment:
            'Pace towards a target already reached. {current}: the latest share; {share}: the target share; {month}: month and year',
          message: `Target met: ${current} now, target ${share} by ${month}.`,
        }),
      )
    }
    case 'passed': {
      const current = said(pace.current)
      return i18n._(
        msg({
          comment:
            'Pace towards a target whose date has passed without reaching it. {current}: the latest share; {share}: the target; {month}: month and year',
          message: `Target date passed: ${current} now, target was ${share} by ${month}.`,
        }),
      )
    }
    case 'too_early': {
      const current = said(pace.current)
      return i18n._(
        msg({
          comment:
            'Pace towards a target when the trend has no clear direction yet or less than six months of history. {current}: the latest share (mean of the last week); {share}: the target; {month}: month and year',
          message: `Too early to tell the pace: ${current} now, target ${share} by ${month}.`,
        }),
      )
    }
    case 'on_pace':
    case 'behind': {
      const low = said(pace.low)
      const high = said(pace.high)
      // A range that rounds to one value is said as that value.
      const range =
        low === high
          ? low
          : i18n._(
              msg({
                comment: 'A range of two percentages, from {low} to {high}',
                message: `${low}–${high}`,
              }),
            )
      return pace.status === 'on_pace'
        ? i18n._(
            msg({
              comment:
                'Pace towards a target the trend reaches in time. {range}: where the trend’s line lands on the target date, with its uncertainty (“55%–61%”); {month}: the target’s month and year; {share}: the target share',
              message: `On pace: at this pace ${range} by ${month}, target ${share}.`,
            }),
          )
        : i18n._(
            msg({
              comment:
                'Pace towards a target the trend does not reach in time. {range}: where the trend’s line lands on the target date, with its uncertainty (“33%–39%”); {month}: the target’s month and year; {share}: the target share',
              message: `Behind pace: at this pace ${range} by ${month}, target ${share}.`,
            }),
          )
    }
  }
}

/**
 * The pace sentence of a metric towards its target, judged on `today` (by default the last day
 * of the points) over the pace window: the last 12 months of `points` (pass the longest history at
 * hand: a view of three months still paces on twelve). Undefined without a target.
 */
export function paceLine(
  i18n: I18n,
  points: readonly TrendPoint[],
  target: PaceTarget | undefined,
  today: string | undefined,
  locale?: string,
): string | undefined {
  if (target === undefined) return undefined
  const day = today ?? points.at(-1)?.date ?? target.targetDate
  const pace = paceOf(describeTrend(paceWindow(points)), target, day)
  return paceSentence(i18n, pace, target, locale)
}
