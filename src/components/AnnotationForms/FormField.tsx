import type { ReactNode } from 'react'
import '../../styles/form-field.css'

export interface FormFieldProps {
  id: string
  label: string
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
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {error === undefined ? null : (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': error === undefined ? undefined : errorId,
      })}
    </div>
  )
}
