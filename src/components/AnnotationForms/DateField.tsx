import { useLingui } from '@lingui/react/macro'
import { dateRange } from './date-range.ts'
import { FormField } from './FormField.tsx'

export interface DateFieldProps {
  id: string
  label: string
  error?: string | undefined
  value: string
  onChange: (value: string) => void
  /** The reader's locale, for the accepted days in the hint. */
  locale?: string | undefined
}

/**
 * A day of a target or an event: a date input held to the days the BFF accepts (decision 0250),
 * which its hint says in the reader's language ("Any day from 1/1/2000 to 12/31/2100.").
 */
export function DateField({ id, label, error, value, onChange, locale }: DateFieldProps) {
  const { t } = useLingui()
  const { min, max, first, last } = dateRange(locale)
  return (
    <FormField id={id} label={label} hint={t`Any day from ${first} to ${last}.`} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  )
}
