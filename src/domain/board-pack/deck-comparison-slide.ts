import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatPercent } from '../text/format.ts'
import { metricName, STATUS_TEXTS, statusText } from '../metrics/metric-texts.ts'
import { leftOutText } from '../regions/left-out.ts'
import { countedNothing } from '../metrics/percentage-figures.ts'
import { distributionShares } from '../metrics/percentages.ts'
import { regionName } from '../regions/region-names.ts'
import { regionListText, sourceText } from './report-texts.ts'
import { asOfText } from './deck-footer.ts'
import type { DeckInput, DeckRegion, SeriesColour, Slide } from './deck-types.ts'

/**
 * The board deck's comparison slide (several signed-in regions): a bar per region and metric,
 * every share with its n in a table, the regions left out named under the chart.
 */

export function comparisonSlide(i18n: I18n, input: DeckInput): Slide | undefined {
  // A region that counted nothing has no bar to draw, not a bar at 0 %: it is named under the chart.
  const drawn = input.compared.filter((region) => !countedNothing(region.info))
  if (drawn.length < 2) return undefined
  const { locale } = input
  const metrics = input.region.info.distributions
  const labels = metrics.map((metric) => metricName(i18n, metric.key, metric.label))
  const sharesOf = (region: DeckRegion, key: string) => {
    const distribution = region.info.distributions.find((entry) => entry.key === key)
    return distribution === undefined ? undefined : distributionShares(distribution)
  }
  const note = leftOutText(
    i18n,
    input.compared
      .filter((region) => countedNothing(region.info))
      .map((region) => ({ name: regionName(i18n, region.id), reason: 'no_data' as const })),
    locale,
  )
  const series = drawn.map((region) => ({
    name: regionName(i18n, region.id),
    labels,
    values: metrics.map((metric) => {
      const shares = sharesOf(region, metric.key)
      return shares?.status === 'ok' ? shares.yes : null
    }),
    colours: [region.id] as SeriesColour[],
  }))
  // A share always with its n ("40% (2 of 5)"): PHX's 2 of 5 never reads as Europe's 40 of 100.
  const rows = metrics.map((metric, index) => [
    labels[index] ?? '',
    ...input.compared.map((region) => {
      const shares = sharesOf(region, metric.key)
      if (shares === undefined) return i18n._(STATUS_TEXTS.notReported)
      if (shares.status !== 'ok') return statusText(i18n, shares, locale)
      const share = formatPercent(shares.yes, { locale, decimals: shares.decimals })
      const yesCount = formatCount(shares.yesCount, locale)
      const total = formatCount(shares.total, locale)
      return i18n._(
        msg({
          comment:
            'A region’s share in the comparison slide’s table: {share} the yes share, {yesCount} of {total} the counts behind it',
          message: `${share} (${yesCount} of ${total})`,
        }),
      )
    }),
  ])
  const names = input.compared.map((region) => regionName(i18n, region.id))
  const latest = input.compared
    .map((region) => region.info.fetchedAt)
    .reduce((a, b) => (a > b ? a : b))
  return {
    kind: 'comparison',
    title: i18n._(msg`Compare regions`),
    source: sourceText(i18n, regionListText(names, locale), asOfText(input, latest)),
    series,
    table: { header: [i18n._(msg`Metric`), ...names], rows },
    note,
  }
}
