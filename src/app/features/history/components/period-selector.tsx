import { useId } from 'react'
import { PERIOD_INFO, PERIODS, type Period } from '../lib/period.ts'

export interface PeriodSelectorProps {
  value: Period
  onChange: (period: Period) => void
}

/**
 * The trend view's period: native radio buttons (arrow keys move between them), styled as a
 * segmented control; the choice lives in the URL.
 */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const name = useId()
  return (
    <fieldset className="period-selector">
      <legend>Period</legend>
      {PERIODS.map((period) => (
        <label key={period} className="period-selector__option">
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
          />
          <span>{PERIOD_INFO[period].label}</span>
        </label>
      ))}
    </fieldset>
  )
}
