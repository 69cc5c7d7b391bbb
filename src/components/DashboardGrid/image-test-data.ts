import type { I18n } from '@lingui/core'
import { formatDateTime } from '../../domain/text/format.ts'
import { metricSeries } from '../../domain/trend/trend-series.ts'
import { FETCHED_AT } from '../../mocks/fixtures.ts'
import { historyFixture } from '../../mocks/history-fixtures.ts'
import type { ImageContext } from './chart-image-text.ts'

/**
 * What the chart images' tests and stories draw: the mock's 12 months of history up to the
 * fixtures' read time, the region "United States" and the as-of time as the page formats it.
 */
const history = historyFixture('us', { from: '2025-11-22', to: FETCHED_AT.slice(0, 10) })
const series = new Map(metricSeries(history.snapshots).map((entry) => [entry.key, entry.points]))

export function imageContext(
  i18n: I18n,
  options: { demo?: boolean; regionLabel?: string } = {},
): ImageContext {
  const locale = i18n.locale
  return {
    i18n,
    locale,
    regionLabel: options.regionLabel ?? 'United States',
    asOf: formatDateTime(new Date(FETCHED_AT), { locale, timeZone: 'UTC' }),
    demo: options.demo ?? false,
    organizationName: 'Pipeline Diversity',
    minGroupSize: 5,
    trend: (key) => series.get(key),
  }
}
