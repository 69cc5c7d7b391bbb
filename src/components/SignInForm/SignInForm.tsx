import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { RegionId } from '../../domain/regions.ts'
import type { UiError } from '../ErrorPanel/errorMessages.ts'
import { AlertText } from './AlertText.tsx'
import {
  invalidFields,
  validateSignIn,
  type FieldErrors,
  type SignInField,
  type SignInValues,
} from './validate.ts'
import './SignInForm.css'

export type { SignInValues } from './validate.ts'

export interface SignInFormProps {
  /** Regions offered by the BFF (GET /api/regions). */
  regions: readonly { id: RegionId; label: string }[]
  /** Prefilled values: the last e-mail used, the region the user came from. */
  initialValues?: { region?: RegionId; email?: string }
  /** True while the sign-in request runs: the form ignores further submits. */
  pending?: boolean
  /** The failed attempt's error (a BFF code or `network`); shown above the form and focused. */
  error?: UiError | null
  /** Heading text; the form is labelled by it. */
  title?: string
  onSubmit: (values: SignInValues) => void
}

const LABELS: Record<SignInField, string> = {
  region: 'Region',
  email: 'E-mail address',
  apiKey: 'API key',
}

export function SignInForm({
  regions,
  initialValues,
  pending = false,
  error = null,
  title = 'Sign in',
  onSubmit,
}: SignInFormProps) {
  const id = useId()
  const fieldId = (field: SignInField) => `${id}-${field}`
  const [region, setRegion] = useState<string>(
    initialValues?.region ?? (regions.length === 1 ? (regions[0]?.id ?? '') : ''),
  )
  const [email, setEmail] = useState(initialValues?.email ?? '')
  const [apiKey, setApiKey] = useState('')
  const [revealed, setRevealed] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [summaryShown, setSummaryShown] = useState(false)
  // Bumped on each rejected submit: the summary takes focus once it has rendered.
  const [summaryFocus, setSummaryFocus] = useState(0)
  const summaryRef = useRef<HTMLDivElement>(null)
  const alertRef = useRef<HTMLDivElement>(null)

  // After the first submit, errors follow the input as the user corrects it.
  const result = validateSignIn({ region, email, apiKey })
  const errors: FieldErrors = submitted && !result.ok ? result.errors : {}
  const invalid = invalidFields(errors)

  useEffect(() => {
    if (error) alertRef.current?.focus()
  }, [error])

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus()
  }, [summaryFocus])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    if (!result.ok) {
      setSummaryShown(true)
      setSummaryFocus((count) => count + 1)
      return
    }
    setSummaryShown(false)
    onSubmit(result.values)
  }

  function focusField(field: SignInField) {
    document.getElementById(fieldId(field))?.focus()
  }

  const describedBy = (field: SignInField, extra?: string) =>
    [errors[field] ? `${fieldId(field)}-error` : undefined, extra].filter(Boolean).join(' ') ||
    undefined

  return (
    <form
      className="sign-in"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
      onSubmit={handleSubmit}
    >
      <h1 id={`${id}-title`} className="sign-in__title">
        {title}
      </h1>

      {error ? (
        <div ref={alertRef} className="sign-in__alert" role="alert" tabIndex={-1}>
          <AlertText error={error} />
        </div>
      ) : null}

      {summaryShown && invalid.length > 0 ? (
        <div
          ref={summaryRef}
          className="sign-in__summary"
          tabIndex={-1}
          aria-labelledby={`${id}-summary-title`}
          data-testid="sign-in-error-summary"
        >
          <h2 id={`${id}-summary-title`} className="sign-in__summary-title">
            There is a problem
          </h2>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault()
                    focusField(field)
                  }}
                >
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="sign-in__field">
        <label htmlFor={fieldId('region')}>{LABELS.region}</label>
        {errors.region ? (
          <p id={`${fieldId('region')}-error`} className="sign-in__error">
            {errors.region}
          </p>
        ) : null}
        <select
          id={fieldId('region')}
          name="region"
          value={region}
          aria-invalid={errors.region ? true : undefined}
          aria-describedby={describedBy('region')}
          onChange={(event) => setRegion(event.target.value)}
        >
          {initialValues?.region === undefined && regions.length !== 1 ? (
            <option value="">Choose a region</option>
          ) : null}
          {regions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div className="sign-in__field">
        <label htmlFor={fieldId('email')}>{LABELS.email}</label>
        {errors.email ? (
          <p id={`${fieldId('email')}-error`} className="sign-in__error">
            {errors.email}
          </p>
        ) : null}
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>

      <div className="sign-in__field">
        <label htmlFor={fieldId('apiKey')}>{LABELS.apiKey}</label>
        <p id={`${fieldId('apiKey')}-hint`} className="sign-in__hint">
          Find it in the admin console of the Talent Platform. It is used once and never stored.
        </p>
        {errors.apiKey ? (
          <p id={`${fieldId('apiKey')}-error`} className="sign-in__error">
            {errors.apiKey}
          </p>
        ) : null}
        <div className="sign-in__secret">
          <input
            id={fieldId('apiKey')}
            name="apiKey"
            type={revealed ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={apiKey}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={describedBy('apiKey', `${fieldId('apiKey')}-hint`)}
            onChange={(event) => setApiKey(event.target.value)}
          />
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={revealed}
            aria-controls={fieldId('apiKey')}
            onClick={() => setRevealed((value) => !value)}
          >
            Show API key
          </button>
        </div>
      </div>

      <button type="submit" className="btn btn--primary sign-in__submit" aria-disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
