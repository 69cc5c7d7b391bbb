import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FormProblem } from './form-checks.ts'

/** The sentence of each problem of the admin forms, beside its field and in the summary. */
export const FORM_PROBLEMS: Readonly<Record<FormProblem, MessageDescriptor>> = {
  date_missing: msg`Enter the event’s date.`,
  date_out_of_range: msg`Enter a date from the year 2000 to the year 2100.`,
  title_missing: msg`Enter a title.`,
  title_too_long: msg`Keep the title to 80 characters or fewer.`,
  note_too_long: msg`Keep the note to 500 characters or fewer.`,
  metric_missing: msg`Choose a metric.`,
  share_invalid: msg`Enter a share of yes from 0 to 100.`,
  target_date_missing: msg`Enter the target date.`,
  target_date_past: msg`A new target’s date cannot be in the past.`,
  start_not_before_target: msg`The start date must be before the target date.`,
  definition_missing: msg`Enter the definition.`,
  definition_too_long: msg`Keep the definition to 2000 characters or fewer.`,
  text_unsafe: msg({
    comment:
      'Pasted text can carry characters that cannot be shown or exported: control characters and right-to-left overrides.',
    message: 'Remove the control characters or direction overrides from this text.',
  }),
  text_invisible: msg`Enter text that can be seen: this holds only invisible characters.`,
}
