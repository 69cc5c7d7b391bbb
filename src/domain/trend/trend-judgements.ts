import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ltr } from '../text/bidi.ts'
import type { DescribedTrend } from './trend-summary.ts'
import { formatDay } from './trend-wording.ts'

/**
 * The judgement of a trend's whole period in words (docs/decisions/0230): "a steady rise", "mostly
 * in one jump, on Mar 3, 2026", "a rise not yet clearly more than day-to-day movement". It says
 * describeTrend's judgement and never more than its test.
 */

const JUDGEMENTS = {
  rise: msg({
    comment:
      'Judgement of a trend over a whole period: it rose, clearly more than day-to-day movement, and without a step or a reversal (see the methodology page)',
    message: 'a steady rise',
  }),
  fall: msg({
    comment:
      'Judgement of a trend over a whole period: it fell, clearly more than day-to-day movement, and without a step or a reversal',
    message: 'a steady fall',
  }),
  rose_uneven: msg({
    comment:
      'Judgement of a trend that clearly rose over the period, but went down for a stretch on the way',
    message: 'a rise, but not a steady one',
  }),
  fell_uneven: msg({
    comment:
      'Judgement of a trend that clearly fell over the period, but went up for a stretch on the way',
    message: 'a fall, but not a steady one',
  }),
  rose_unclear: msg({
    comment:
      'Judgement of a trend that rose, but by too little, for its size and noise, to tell from the ups and downs of ordinary days; it may yet prove a real rise',
    message: 'a rise not yet clearly more than day-to-day movement',
  }),
  fell_unclear: msg({
    comment:
      'Judgement of a trend that fell, but by too little, for its size and noise, to tell from the ups and downs of ordinary days',
    message: 'a fall not yet clearly more than day-to-day movement',
  }),
  unclear: msg({
    comment:
      'Judgement of a trend that ended within 1 point of where it started and moved both ways, not clearly more than the ups and downs of ordinary days',
    message: 'up and down, not clearly more than day-to-day movement',
  }),
  no_clear_direction: msg({
    comment:
      'Judgement of a trend that went both up and down and whose change over the period is known to be within 1 point: it really has no direction',
    message: 'up and down, no clear direction',
  }),
  level: msg({
    comment: 'Judgement of a trend that never moved by more than one percentage point',
    message: 'level throughout',
  }),
  too_short: msg({
    comment: 'Judgement of a trend whose history is too short to judge its direction',
    message: 'too short a history to judge a direction',
  }),
} as const

/** The judgement of a described trend in words: "a steady rise", "rose until Mar 3, 2026, then fell". */
export function judgementText(i18n: I18n, description: DescribedTrend, locale?: string): string {
  const { judgement, fact } = description
  const date =
    description.date === undefined ? '' : ltr(formatDay(description.date, locale), locale)
  switch (judgement) {
    case 'step':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend whose change happened mostly on one day. {date} is that day (“Mar 3, 2026”)',
          message: `mostly in one jump, on ${date}`,
        }),
      )
    case 'peak':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend that clearly rose, then clearly fell. {date} is the day it turned (“Mar 3, 2026”)',
          message: `rose until ${date}, then fell`,
        }),
      )
    case 'trough':
      return i18n._(
        msg({
          comment:
            'Judgement of a trend that clearly fell, then clearly rose. {date} is the day it turned (“Mar 3, 2026”)',
          message: `fell until ${date}, then rose`,
        }),
      )
    case 'uneven':
      return i18n._(fact === 'fell' ? JUDGEMENTS.fell_uneven : JUDGEMENTS.rose_uneven)
    case 'unclear':
      return i18n._(
        fact === 'rose'
          ? JUDGEMENTS.rose_unclear
          : fact === 'fell'
            ? JUDGEMENTS.fell_unclear
            : JUDGEMENTS.unclear,
      )
    default:
      return i18n._(JUDGEMENTS[judgement])
  }
}
