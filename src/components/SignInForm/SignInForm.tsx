import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { regionName } from '../../domain/regions/region-names.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { UiError } from '../ErrorPanel/errorMessages.ts'
import { AlertText } from './AlertText.tsx'
import { FIELD_LABELS, FIELD_PROBLEMS } from './field-texts.ts'
import {
  invalidFields,
  validateSignIn,
  type FieldErrors,
  type SignInField,
  type SignInValues,
} from './validate.ts'
import '../../styles/form-field.css'
import './SignInForm.css'

export interface SignInFormProps {
  /** Regions offered by the BFF (GET /api/regions), named in the UI's language. */
  regions: readonly { id: RegionId }[]
  /** Prefilled values: the last e-mail used, the region the user came from. */
  initialValues?: { region?: RegionId; email?: string }
  /** True while the sign-in request runs: the form ignores further submits. */
  pending?: boolean
  /** The failed attempt's error (a BFF code or `network`); shown above the form and focused. */
  error?: UiError | null
  /** Heading text; the form is labelled by it (default: "Sign in"). */
  title?: string
  /**
   * Called when the user changes a field (types, autofills, chooses a region), before any
   * submit: the page may start loading what a sign-in leads to (decision 0395).
   */
  onEdit?: () => void
  onSubmit: (values: SignInValues) => void
}

export function SignInForm({
  regions,
  initialValues,
  pending = false,
  error = null,
  title,
  onEdit,
  onSubmit,
}: SignInFormProps) {
  const { i18n, t } = useLingui()
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
  const problem = (field: SignInField) => {
    const code = errors[field]
    return code === undefined ? undefined : i18n._(FIELD_PROBLEMS[code])
  }
  const label = (field: SignInField) => i18n._(FIELD_LABELS[field])

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
      onChange={onEdit}
      onSubmit={handleSubmit}
    >
      <h1 id={`${id}-title`} className="sign-in__title">
        {title ?? t`Sign in`}
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
            <Trans comment="Heading of the list of the form's errors">There is a problem</Trans>
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
                  {problem(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="form-field">
        <label htmlFor={fieldId('region')}>{label('region')}</label>
        {errors.region ? (
          <p id={`${fieldId('region')}-error`} className="form-field__error">
            {problem('region')}
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
            <option value="">{t`Choose a region`}</option>
          ) : null}
          {regions.map((option) => (
            <option key={option.id} value={option.id}>
              {regionName(i18n, option.id)}
            </option>
          ))}
        </select>
      </div>

      <div className="form-field">
        <label htmlFor={fieldId('email')}>{label('email')}</label>
        {errors.email ? (
          <p id={`${fieldId('email')}-error`} className="form-field__error">
            {problem('email')}
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

      <div className="form-field">
        <label htmlFor={fieldId('apiKey')}>{label('apiKey')}</label>
        <p id={`${fieldId('apiKey')}-hint`} className="form-field__hint">
          <Trans>
            Find it in the admin console of the Talent Platform. It is used once and never stored.
          </Trans>
        </p>
        {errors.apiKey ? (
          <p id={`${fieldId('apiKey')}-error`} className="form-field__error">
            {problem('apiKey')}
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
            <Trans>Show API key</Trans>
          </button>
        </div>
      </div>

      <button type="submit" className="btn btn--primary sign-in__submit" aria-disabled={pending}>
        {pending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
    </form>
  )
}
