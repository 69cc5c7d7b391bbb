import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatPercent } from '../../domain/text/format.ts'
import { metricName, percentageStatusText } from '../../domain/metrics/metric-texts.ts'
import {
  PERCENTAGE_DECIMALS,
  type PercentageItem,
} from '../../domain/metrics/percentage-figures.ts'
import { Icon } from '../Icon/Icon.tsx'
import '../../styles/metrics.css'
import './PercentageFigure.css'

export interface PercentageFigureProps {
  /** A reported percentage, or `value: null`: "Not reported", or "No data" for a region that counted nothing. */
  percentage: PercentageItem
  /** Decimal places shown (default 1: the upstream reports values such as 41.5). */
  decimals?: number
  locale?: string | undefined
}

/** A single percentage (gender or ethnic diversity): big value, label, and a 0–100 % gauge. */
export function PercentageFigure({
  percentage,
  decimals = PERCENTAGE_DECIMALS,
  locale,
}: PercentageFigureProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const { value } = percentage
  const metric = metricName(i18n, percentage.key, percentage.label)
  const text =
    value === null
      ? percentageStatusText(i18n, percentage)
      : formatPercent(value, { locale, decimals })
  return (
    <figure
      className="metric-card pf"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-summary`}
      data-testid={`percentage-${percentage.key}`}
      data-status={value === null ? 'no_data' : 'ok'}
      data-reason={percentage.status}
    >
      <figcaption id={`${id}-label`} className="pf__label">
        {metric}
      </figcaption>
      {value === null ? (
        <p className="pf__value pf__value--missing" data-testid="percentage-value">
          <Icon name="dash" />
          {text}
        </p>
      ) : (
        <>
          <p className="pf__value" data-testid="percentage-value">
            {text}
          </p>
          <div className="pf__gauge" aria-hidden="true">
            <span
              className="pf__gauge-fill"
              style={{ inlineSize: `${Math.min(100, Math.max(0, value))}%` }}
            />
          </div>
        </>
      )}
      <p id={`${id}-summary`} className="visually-hidden">
        {t({
          comment:
            'Summary of a percentage figure; {text} is the value (“41.5%”), “Not reported” or “No data”',
          message: `${metric}: ${text}.`,
        })}
      </p>
    </figure>
  )
}
