import { Trans, useLingui } from '@lingui/react/macro'
import { DateField } from './DateField.tsx'
import { checkEventForm, type EventField, type EventValues } from './form-checks.ts'
import { FormField } from './FormField.tsx'
import { FormFrame } from './FormFrame.tsx'
import { useCheckedForm } from './use-checked-form.ts'

export interface EventFormProps {
  /** Adds the event; resolves once saved, rejects when the BFF refused it. */
  onSubmit: (values: EventValues) => Promise<unknown>
  /** Why the last save failed, in the reader's language (a conflict, not an administrator, …). */
  failure?: string | undefined
  pending?: boolean
  /** The reader's locale, for the accepted dates in the hint. */
  locale?: string | undefined
}

const EMPTY: EventValues = { date: '', title: '', note: '', allRegions: false }
const ORDER: readonly EventField[] = ['date', 'title', 'note']

/**
 * Adds an event (an annotation of the trend): a date, a title of at most 80 characters, an
 * optional note, and whether it is an event of every region. Problems are listed above the form
 * and beside their fields; what was typed stays after a refusal, and the form empties once saved.
 */
export function EventForm({ onSubmit, failure, pending = false, locale }: EventFormProps) {
  const { t } = useLingui()
  const form = useCheckedForm({
    initial: EMPTY,
    check: checkEventForm,
    order: ORDER,
    send: onSubmit,
    afterSave: () => EMPTY,
    pending,
  })
  const { values } = form
  const set = (next: Partial<EventValues>) => form.update({ ...values, ...next })

  return (
    <FormFrame
      form={form}
      title={<Trans>Add an event</Trans>}
      submitLabel={<Trans>Add event</Trans>}
      failure={failure}
      pending={pending}
    >
      <DateField
        {...form.field('date')}
        label={t`Date`}
        value={values.date}
        onChange={(date) => set({ date })}
        locale={locale}
      />
      <FormField {...form.field('title')} label={t`Title (at most 80 characters)`}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField {...form.field('note')} label={t`Note (optional)`}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={values.note}
            onChange={(e) => set({ note: e.target.value })}
          />
        )}
      </FormField>
      <div className="annotation-form__check">
        <input
          id={`${form.id}-all`}
          type="checkbox"
          checked={values.allRegions}
          onChange={(e) => set({ allRegions: e.target.checked })}
        />
        <label htmlFor={`${form.id}-all`}>
          <Trans>An event of every region</Trans>
        </label>
      </div>
    </FormFrame>
  )
}
