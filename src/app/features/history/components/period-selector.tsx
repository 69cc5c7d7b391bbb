import { useLingui } from '@lingui/react/macro'
import { SegmentedControl } from '../../../../components/SegmentedControl/SegmentedControl.tsx'
import { PERIOD_INFO, PERIODS, type Period } from '../lib/period.ts'

export interface PeriodSelectorProps {
  value: Period
  onChange: (period: Period) => void
}

/** The trend view's period, as a segmented control; the choice lives in the URL. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { i18n, t } = useLingui()
  const options = PERIODS.map((period) => ({
    value: period,
    label: i18n._(PERIOD_INFO[period].label),
  }))
  return (
    <SegmentedControl
      legend={t({ comment: 'The time span the trend charts show.', message: 'Period' })}
      options={options}
      value={value}
      onChange={onChange}
    />
  )
}
