import type { RegionId } from '../../../../domain/regions/regions.ts'
import { AnnotationEditor } from './annotation-editor.tsx'
import { TrendAuditLog } from './trend-audit-log.tsx'

/**
 * The trend view's edit mode and change log, for administrators only: its own chunk, loaded once
 * the region's answers say `canEdit` (decision 0213), so readers never download the forms.
 */
export function EditMode({ region }: { region: RegionId }) {
  return (
    <>
      <AnnotationEditor region={region} />
      <TrendAuditLog region={region} />
    </>
  )
}
