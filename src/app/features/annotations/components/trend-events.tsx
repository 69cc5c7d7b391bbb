import { Trans, useLingui } from '@lingui/react/macro'
import { downloadCsv } from '../../../../components/DashboardGrid/csv.ts'
import { EventList } from '../../../../components/EventList/EventList.tsx'
import { Icon } from '../../../../components/Icon/Icon.tsx'
import { eventsCsv } from '../../../../domain/board-pack/export-csv.ts'
import { regionName } from '../../../../domain/regions/region-names.ts'
import type { HistoryRange } from '../../../../domain/history/history.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useLanguage } from '../../../i18n/language.tsx'
import { useEvents } from '../api/get-events.ts'

/**
 * The region's events within the period of the trend chart, listed under it. Nothing until they
 * arrive, and nothing when they cannot be read: the chart does not depend on them.
 */
export function TrendEvents({ region, range }: { region: RegionId; range: HistoryRange }) {
  const { locale } = useLanguage()
  const { data } = useEvents(region)
  if (data === undefined) return null
  const shown = data.events.filter((event) => event.date >= range.from && event.date <= range.to)
  return <EventList events={shown} locale={locale} />
}

/**
 * "Download events (CSV)": the period's events in their own file (issue 35), with columns that are
 * the same in every language (src/domain/board-pack/export-csv.ts), numbered as the charts' marks.
 */
export function EventsCsvButton({
  region,
  range,
  enabled = true,
}: {
  region: RegionId
  range: HistoryRange
  /** False: the button holds its place, disabled, and the events are not asked yet. */
  enabled?: boolean
}) {
  const { i18n } = useLingui()
  const { data } = useEvents(region, enabled)
  const shown =
    data?.events.filter((event) => event.date >= range.from && event.date <= range.to) ?? []
  return (
    <button
      type="button"
      className="btn btn--small"
      disabled={data === undefined}
      onClick={() =>
        downloadCsv(
          eventsCsv({ regionId: region, regionName: regionName(i18n, region) }, shown),
          `pipeline-diversity-events-${region}-${range.to}.csv`,
        )
      }
    >
      <Icon name="download" />
      <Trans comment="Button: save the period's events as a CSV file">Download events (CSV)</Trans>
    </button>
  )
}
