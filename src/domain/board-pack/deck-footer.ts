import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDateTime } from '../text/format.ts'
import { regionName } from '../regions/region-names.ts'
import { demoText, sourceText, suppressionText } from './report-texts.ts'
import type { RegionId } from '../regions/regions.ts'
import type { DeckInput, SlideFooter } from './deck-types.ts'

/** What every slide of the board deck carries: the deck's title, its footer, its time of the figures. */

/** The dashboard's title, the same message as the screen's. */
export function dashboardTitle(i18n: I18n, region: RegionId): string {
  const regionLabel = regionName(i18n, region)
  return i18n._(
    msg({
      comment: 'Title of a region’s dashboard; {regionLabel} is the region’s name',
      message: `Pipeline diversity: ${regionLabel}`,
    }),
  )
}

export function footerOf(i18n: I18n, input: DeckInput): SlideFooter {
  const regionList = regionName(i18n, input.region.id)
  const asOf = asOfText(input, input.region.info.fetchedAt)
  return {
    region: regionList,
    asOf: i18n._(msg`As of ${asOf}`),
    source: sourceText(i18n, regionList, asOf),
    suppression: suppressionText(i18n, input.minGroupSize, input.locale),
    confidential: i18n._(
      msg({
        comment: 'Print footer: the document is not for circulation',
        message: 'Confidential',
      }),
    ),
    demo: input.demo ? demoText(i18n) : undefined,
  }
}

export function asOfText(input: DeckInput, fetchedAt: string): string {
  return formatDateTime(new Date(fetchedAt), {
    locale: input.locale,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  })
}
