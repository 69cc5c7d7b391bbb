import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isolate, isolateLtr } from './bidi.ts'
import { formatPercent } from './format.ts'
import { textDirection } from './languages.ts'
import { paceOf, type Pace, type PaceTarget } from './target-pace.ts'
import type { TrendPoint } from './trend-series.ts'
import { describeTrend } from './trend-summary.ts'
import { formatLongMonth, formatMonth } from './trend-wording.ts'

/**
 * The words of a target and of the pace towards it (docs/decisions/0211), from the catalogs, in
 * the UI's language: "On pace: 40 % expected by March 2027, target December 2027".
 */

/**
 * The bidi isolates of a right-to-left language (src/domain/bidi.ts, issue 35): a percentage is a
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
  // A share short of the target never reads as the target: 39.6 % is "39.6%", not "40%".
  const short = (value: number) =>
    bidi.number(
      formatPercent(value, { locale, decimals: Math.round(value) >= target.yesShare ? 1 : 0 }),
    )
  const current =
    pace.status === 'unavailable'
      ? ''
      : pace.status === 'met'
        ? bidi.number(formatPercent(pace.current, { locale }))
        : short(pace.current)
  switch (pace.status) {
    case 'unavailable':
      return i18n._(
        msg({
          comment:
            'Pace towards a target when no share is shown in the period. {share}: the target share; {month}: month and year (“December 2027”)',
          message: `Target ${share} by ${month}: no share is shown in this period to measure the pace.`,
        }),
      )
    case 'met':
      return i18n._(
        msg({
          comment:
            'Pace towards a target already reached. {current}: the latest share; {share}: the target share; {month}: month and year',
          message: `Target met: ${current} now, target ${share} by ${month}.`,
        }),
      )
    case 'passed':
      return i18n._(
        msg({
          comment:
            'Pace towards a target whose date has passed without reaching it. {current}: the latest share; {share}: the target; {month}: month and year',
          message: `Target date passed: ${current} now, target was ${share} by ${month}.`,
        }),
      )
    case 'too_short':
      return i18n._(
        msg({
          comment:
            'Pace towards a target when the history is too short to have a pace. {current}: the latest share; {share}: the target; {month}: month and year',
          message: `Too short a history to measure the pace: ${current} now, target ${share} by ${month}.`,
        }),
      )
    case 'on_pace': {
      const expected = bidi.text(formatLongMonth(pace.expected, locale))
      return i18n._(
        msg({
          comment:
            'Pace towards a target the trend reaches in time. {share}: the target share; {expected}: month and year the trend reaches it (“March 2027”); {month}: the target’s month and year',
          message: `On pace: ${share} expected by ${expected}, target ${month}.`,
        }),
      )
    }
    case 'behind': {
      const projected = short(pace.projected)
      return i18n._(
        msg({
          comment:
            'Pace towards a target the trend does not reach in time. {projected}: the share the trend reaches by the target date; {share}: the target share; {month}: month and year',
          message: `Behind pace: at today’s pace ${projected} by the target date, target ${share} by ${month}.`,
        }),
      )
    }
  }
}

/**
 * The pace sentence of a metric's points towards its target, judged on `today` (by default the
 * last day of the points); undefined without a target.
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
  return paceSentence(i18n, paceOf(describeTrend(points), target, day), target, locale)
}
