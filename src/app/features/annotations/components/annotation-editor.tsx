import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { EventForm } from '../../../../components/AnnotationForms/EventForm.tsx'
import { TargetForm } from '../../../../components/AnnotationForms/TargetForm.tsx'
import { isoDay } from '../../../../domain/history.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { failureMessage } from '../../../lib/ui-error.ts'
import { useEvents } from '../api/get-events.ts'
import { useTargets } from '../api/get-targets.ts'
import { useSaveEvent } from '../api/save-event.ts'
import { useSaveTarget } from '../api/save-target.ts'

/**
 * The trend view's edit mode, for administrators only (`canEdit`): a target and an event form on
 * the region's annotations. Everyone else sees nothing of it (the BFF refuses them too).
 */
export function AnnotationEditor({ region }: { region: RegionId }) {
  const { i18n } = useLingui()
  const targets = useTargets(region)
  const canEdit = useEvents(region).data?.canEdit === true
  const saveTarget = useSaveTarget(region)
  const saveEvent = useSaveEvent(region)
  // The day the view opened: a new target's date may not be before it (the BFF checks again).
  const [today] = useState(() => isoDay(Date.now()))
  if (!canEdit || targets.data === undefined) return null
  const failure = (error: unknown) => (error === null ? undefined : failureMessage(error, i18n))
  return (
    <section className="annotation-editor" aria-labelledby="annotation-editor-title">
      <h2 id="annotation-editor-title">
        <Trans comment="Heading of the administrators' forms of targets and events">
          Targets and events
        </Trans>
      </h2>
      <TargetForm
        targets={targets.data.targets}
        today={today}
        onSubmit={(target) => saveTarget.mutateAsync(target)}
        failure={failure(saveTarget.error)}
        pending={saveTarget.isPending}
      />
      <EventForm
        onSubmit={(event) => saveEvent.mutateAsync(event)}
        failure={failure(saveEvent.error)}
        pending={saveEvent.isPending}
      />
    </section>
  )
}
