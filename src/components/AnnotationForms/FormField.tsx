import type { ReactNode } from 'react'
import '../../styles/form-field.css'

export interface FormFieldProps {
  id: string
  label: string
  /** A line under the label saying what the field takes (the accepted dates). */
  hint?: string | undefined
  /** The problem's sentence, shown above the control and linked to it. */
  error?: string | undefined
  /** The control, given the attributes that tie it to its label and error. */
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
  }) => ReactNode
}

/** A labelled control of the admin forms with its error, as the sign-in form lays them out. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error === undefined ? '' : errorId, hint === undefined ? '' : hintId]
    .filter((part) => part !== '')
    .join(' ')
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy === '' ? undefined : describedBy,
      })}
    </div>
  )
}
