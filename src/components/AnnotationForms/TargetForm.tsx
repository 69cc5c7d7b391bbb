import { Trans, useLingui } from '@lingui/react/macro'
import type { Target } from '../../domain/annotations/annotations.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { KNOWN_DISTRIBUTIONS } from '../../domain/metrics/organization-info.ts'
import {
  checkTargetForm,
  type CheckedTarget,
  type TargetField,
  type TargetValues,
} from './form-checks.ts'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import { DateField } from './DateField.tsx'
import { FormField } from './FormField.tsx'
import { FormFrame } from './FormFrame.tsx'
import { MetricField } from './MetricField.tsx'
import { useCheckedForm } from './use-checked-form.ts'

export interface TargetFormProps {
  /** The region's targets: choosing a metric fills in its target, whose version the save sends. */
  targets: readonly Target[]
  /** Today (UTC, `YYYY-MM-DD`): a new target's date may not be before it. */
  today: string
  /** Saves the target with the version read (0: new); resolves once saved, rejects when refused. */
  onSubmit: (target: CheckedTarget & { version: number }) => Promise<unknown>
  failure?: string | undefined
  pending?: boolean
  /** Deletes the chosen metric's target with the version read (issue 26); no button without it. */
  onDelete?: ((target: { metric: string; version: number }) => Promise<unknown>) | undefined
  deleteFailure?: string | undefined
  deletePending?: boolean
  /** The reader's locale, for the accepted dates in the hint. */
  locale?: string | undefined
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
  onDelete,
  deleteFailure,
  deletePending = false,
  locale,
}: TargetFormProps) {
  const { i18n, t } = useLingui()
  // The version the save sends: the target of the metric chosen, as read (0: a new one).
  const versionOf = (metric: string) =>
    targets.find((target) => target.metric === metric)?.version ?? 0
  const form = useCheckedForm({
    initial: valuesOf('', undefined),
    check: (raw: TargetValues) => checkTargetForm(raw, today, versionOf(raw.metric) === 0),
    order: ORDER,
    send: (checked: CheckedTarget) => onSubmit({ ...checked, version: versionOf(checked.metric) }),
    pending,
  })
  const { values } = form
  const set = (next: Partial<TargetValues>) => form.update({ ...values, ...next })
  const stored = values.metric === '' ? 0 : versionOf(values.metric)
  const chosen = KNOWN_DISTRIBUTIONS.find(({ key }) => key === values.metric)
  const metric = chosen === undefined ? values.metric : metricName(i18n, chosen.key, chosen.label)

  return (
    <FormFrame
      form={form}
      title={<Trans>Set a target</Trans>}
      submitLabel={<Trans>Save target</Trans>}
      failure={failure}
      pending={pending}
      deletion={
        <ConfirmDelete
          label={<Trans>Delete the target of {metric}</Trans>}
          question={<Trans>Delete the target of {metric}? This cannot be undone.</Trans>}
          onConfirm={
            onDelete === undefined || stored === 0
              ? undefined
              : () => onDelete({ metric: values.metric, version: stored })
          }
          failure={deleteFailure}
          pending={deletePending}
        />
      }
    >
      <MetricField
        {...form.field('metric')}
        metrics={KNOWN_DISTRIBUTIONS}
        value={values.metric}
        onChange={(metric) =>
          form.update(
            valuesOf(
              metric,
              targets.find((target) => target.metric === metric),
            ),
          )
        }
      />
      <FormField {...form.field('yesShare')} label={t`Target share of yes (%)`}>
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
      <DateField
        {...form.field('targetDate')}
        label={t`Target date`}
        value={values.targetDate}
        onChange={(targetDate) => set({ targetDate })}
        locale={locale}
      />
      <DateField
        {...form.field('startDate')}
        label={t`Start date (optional)`}
        value={values.startDate}
        onChange={(startDate) => set({ startDate })}
        locale={locale}
      />
    </FormFrame>
  )
}
