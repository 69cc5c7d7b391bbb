import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { Target } from '../../domain/annotations.ts'
import { metricName } from '../../domain/metric-texts.ts'
import { KNOWN_DISTRIBUTIONS } from '../../domain/organization-info.ts'
import { ErrorSummary } from '../ErrorSummary/ErrorSummary.tsx'
import {
  checkTargetForm,
  type CheckedTarget,
  type TargetField,
  type TargetValues,
} from './form-checks.ts'
import { FORM_PROBLEMS } from './form-texts.ts'
import { FormField } from './FormField.tsx'
import { FormOutcome } from './FormOutcome.tsx'
import './AnnotationForms.css'

export interface TargetFormProps {
  /** The region's targets: choosing a metric fills in its target, whose version the save sends. */
  targets: readonly Target[]
  /** Today (UTC, `YYYY-MM-DD`): a new target's date may not be before it. */
  today: string
  /** Saves the target with the version read (0: new); resolves once saved, rejects when refused. */
  onSubmit: (target: CheckedTarget & { version: number }) => Promise<unknown>
  failure?: string | undefined
  pending?: boolean
}

const ORDER: readonly TargetField[] = ['metric', 'yesShare', 'targetDate', 'startDate']

function valuesOf(metric: string, target: Target | undefined): TargetValues {
  return {
    metric,
    yesShare: target === undefined ? '' : String(target.yesShare),
    targetDate: target?.targetDate ?? '',
    startDate: target?.startDate ?? '',
  }
}

/**
 * Sets or changes a region's target for one yes/no metric: the share of yes aimed at (0–100 %),
 * the date, and optionally where the line starts. Laid out and checked like the event form.
 */
export function TargetForm({
  targets,
  today,
  onSubmit,
  failure,
  pending = false,
}: TargetFormProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const [values, setValues] = useState(valuesOf('', undefined))
  const [submitted, setSubmitted] = useState(false)
  const [focusKey, setFocusKey] = useState(0)
  const [saved, setSaved] = useState(false)
  const current = targets.find((target) => target.metric === values.metric)
  const check = checkTargetForm(values, today, current === undefined)
  const errors = submitted && !check.ok ? check.errors : {}
  const problem = (field: TargetField) => {
    const code = errors[field]
    return code === undefined ? undefined : i18n._(FORM_PROBLEMS[code])
  }
  const set = (next: Partial<TargetValues>) => {
    setSaved(false)
    setValues((previous) => ({ ...previous, ...next }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    setSubmitted(true)
    if (!check.ok) {
      setFocusKey((count) => count + 1)
      return
    }
    onSubmit({ ...check.values, version: current?.version ?? 0 }).then(
      () => {
        setSubmitted(false)
        setSaved(true)
      },
      () => undefined,
    )
  }

  const problems = ORDER.flatMap((field) => {
    const message = problem(field)
    return message === undefined ? [] : [{ fieldId: `${id}-${field}`, message }]
  })
  return (
    <form
      className="annotation-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={handleSubmit}
    >
      <h3 id={`${id}-heading`} className="annotation-form__title">
        <Trans>Set a target</Trans>
      </h3>
      <ErrorSummary problems={problems} focusKey={focusKey} />
      <FormOutcome failure={failure} saved={saved} />
      <FormField id={`${id}-metric`} label={t`Metric`} error={problem('metric')}>
        {(control) => (
          <select
            {...control}
            value={values.metric}
            onChange={(e) => {
              const metric = e.target.value
              setSaved(false)
              setValues(
                valuesOf(
                  metric,
                  targets.find((target) => target.metric === metric),
                ),
              )
            }}
          >
            <option value="">{t`Choose a metric`}</option>
            {KNOWN_DISTRIBUTIONS.map(({ key, label }) => (
              <option key={key} value={key}>
                {metricName(i18n, key, label)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-yesShare`}
        label={t`Target share of yes (%)`}
        error={problem('yesShare')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.1}
            value={values.yesShare}
            onChange={(e) => set({ yesShare: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${id}-targetDate`} label={t`Target date`} error={problem('targetDate')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.targetDate}
            onChange={(e) => set({ targetDate: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-startDate`}
        label={t`Start date (optional)`}
        error={problem('startDate')}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            value={values.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--primary" aria-disabled={pending}>
        {pending ? <Trans>Saving…</Trans> : <Trans>Save target</Trans>}
      </button>
    </form>
  )
}
