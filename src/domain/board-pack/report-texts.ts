import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount } from '../text/format.ts'

/**
 * The lines every exported document carries (issue 25): the printed report's footer, the deck's
 * slides and the chart images say where the figures come from and how small groups are treated
 * in the same words.
 */

/** "United States and Europe": the regions a document covers. */
export function regionListText(regions: readonly string[], locale?: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(regions)
}

/** "Source: Talent Platform API, United States, retrieved Nov 21, 2026, 10:00 AM". */
export function sourceText(i18n: I18n, regionList: string, time: string): string {
  return i18n._(
    msg({
      comment:
        'Print footer: where the figures come from; {regionList} names the regions, {time} when they were read',
      message: `Source: Talent Platform API, ${regionList}, retrieved ${time}`,
    }),
  )
}

/** The suppression rule: "Groups of fewer than 5 are hidden to protect privacy." */
export function suppressionText(i18n: I18n, minGroupSize: number, locale?: string): string {
  const minimumGroupSize = formatCount(minGroupSize, locale)
  return minGroupSize > 0
    ? i18n._(
        msg({
          comment: 'Print footer: the suppression rule; {minimumGroupSize} is MIN_GROUP_SIZE',
          message: `Groups of fewer than ${minimumGroupSize} are hidden to protect privacy.`,
        }),
      )
    : i18n._(
        msg({
          comment: 'Print footer: MIN_GROUP_SIZE is 0',
          message: 'Small groups are not hidden.',
        }),
      )
}

/** The mark of the demo mode's generated figures. */
export function demoText(i18n: I18n): string {
  return i18n._(
    msg({ comment: 'Badge: the figures are generated for a demonstration', message: 'Demo data' }),
  )
}
