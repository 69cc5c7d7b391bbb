import { AuditLog } from '../../../../components/AuditLog/AuditLog.tsx'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useLanguage } from '../../../i18n/language.tsx'
import { auditQueryOptions } from '../api/get-audit.ts'
import { useQuery } from '@tanstack/react-query'
import { useEvents } from '../api/get-events.ts'

/**
 * The change log of targets, events and definitions, under the trend view, for administrators
 * only (`canEdit` of the events answer): nobody else asks for it, nor sees it.
 */
export function TrendAuditLog({ region }: { region: RegionId }) {
  const { locale } = useLanguage()
  const canEdit = useEvents(region).data?.canEdit === true
  const { data } = useQuery({ ...auditQueryOptions(region), enabled: canEdit })
  if (!canEdit || data === undefined) return null
  return <AuditLog entries={data.entries} locale={locale} />
}
