import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DefinitionForm } from '../../../../components/AnnotationForms/DefinitionForm.tsx'
import { EventDeletion } from '../../../../components/AnnotationForms/EventDeletion.tsx'
import { EventForm } from '../../../../components/AnnotationForms/EventForm.tsx'
import { TargetForm } from '../../../../components/AnnotationForms/TargetForm.tsx'
import { isoDay } from '../../../../domain/history/history.ts'
import { isLanguage } from '../../../../domain/text/languages.ts'
import type { RegionId } from '../../../../domain/regions/regions.ts'
import { useLanguage } from '../../../i18n/language.tsx'
import { failureMessage } from '../../../lib/ui-error.ts'
import { useDeleteDefinition } from '../api/delete-definition.ts'
import { useDeleteEvent } from '../api/delete-event.ts'
import { useDeleteTarget } from '../api/delete-target.ts'
import { useDefinitions } from '../api/get-definitions.ts'
import { useEvents } from '../api/get-events.ts'
import { useTargets } from '../api/get-targets.ts'
import { useSaveDefinition } from '../api/save-definition.ts'
import { useSaveEvent } from '../api/save-event.ts'
import { useSaveTarget } from '../api/save-target.ts'

/**
 * The trend view's edit mode, for administrators only (`canEdit`): a target (set or delete), an
 * event (add or delete) and a definition (set or delete) on the region's annotations. Everyone else sees nothing of it (the BFF refuses them too).
 */
export function AnnotationEditor({ region }: { region: RegionId }) {
  const { i18n } = useLingui()
  const targets = useTargets(region)
  const events = useEvents(region)
  const canEdit = events.data?.canEdit === true
  const saveTarget = useSaveTarget(region)
  const saveEvent = useSaveEvent(region)
  const deleteTarget = useDeleteTarget(region)
  const deleteEvent = useDeleteEvent(region)
  const definitions = useDefinitions(region)
  const saveDefinition = useSaveDefinition(region)
  const deleteDefinition = useDeleteDefinition(region)
  const { language, locale } = useLanguage()
  // The day the view opened: a new target's date may not be before it (the BFF checks again).
  const [today] = useState(() => isoDay(Date.now()))
  if (
    !canEdit ||
    events.data === undefined ||
    targets.data === undefined ||
    definitions.data === undefined
  ) {
    return null
  }
  const failure = (error: unknown) => (error === null ? undefined : failureMessage(error, i18n))
  return (
    <section className="annotation-editor" aria-labelledby="annotation-editor-title">
      <h2 id="annotation-editor-title">
        <Trans comment="Heading of the administrators' forms of targets, events and the organization's definitions">
          Targets, events and definitions
        </Trans>
      </h2>
      <TargetForm
        targets={targets.data.targets}
        today={today}
        locale={locale}
        onSubmit={(target) => saveTarget.mutateAsync(target)}
        failure={failure(saveTarget.error)}
        pending={saveTarget.isPending}
        onDelete={(target) => deleteTarget.mutateAsync(target)}
        deleteFailure={failure(deleteTarget.error)}
        deletePending={deleteTarget.isPending}
      />
      <EventForm
        locale={locale}
        onSubmit={(event) => saveEvent.mutateAsync(event)}
        failure={failure(saveEvent.error)}
        pending={saveEvent.isPending}
      />
      <EventDeletion
        events={events.data.events}
        onDelete={(event) => deleteEvent.mutateAsync(event)}
        failure={failure(deleteEvent.error)}
        pending={deleteEvent.isPending}
        locale={locale}
      />
      <DefinitionForm
        definitions={definitions.data.definitions}
        language={isLanguage(language) ? language : 'en'}
        onSubmit={(definition) => saveDefinition.mutateAsync(definition)}
        failure={failure(saveDefinition.error)}
        pending={saveDefinition.isPending}
        onDelete={(definition) => deleteDefinition.mutateAsync(definition)}
        deleteFailure={failure(deleteDefinition.error)}
        deletePending={deleteDefinition.isPending}
      />
    </section>
  )
}
