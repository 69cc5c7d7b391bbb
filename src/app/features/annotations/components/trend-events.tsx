import { EventList } from '../../../../components/EventList/EventList.tsx'
import type { HistoryRange } from '../../../../domain/history.ts'
import type { RegionId } from '../../../../domain/regions.ts'
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
