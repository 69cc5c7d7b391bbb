import { useLingui } from '@lingui/react/macro'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { FormField } from './FormField.tsx'

export interface MetricFieldProps {
  id: string
  error?: string | undefined
  /** The metrics offered, by key and built-in label (named in the UI's language). */
  metrics: readonly { key: string; label: string }[]
  value: string
  onChange: (metric: string) => void
}

/** The "Metric" choice of the admin forms (targets, definitions), "Choose a metric" first. */
export function MetricField({ id, error, metrics, value, onChange }: MetricFieldProps) {
  const { i18n, t } = useLingui()
  return (
    <FormField id={id} label={t`Metric`} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`Choose a metric`}</option>
          {metrics.map(({ key, label }) => (
            <option key={key} value={key}>
              {metricName(i18n, key, label)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}
