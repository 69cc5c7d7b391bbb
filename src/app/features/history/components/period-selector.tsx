import { SegmentedControl } from '../../../../components/SegmentedControl/SegmentedControl.tsx'
import { PERIOD_INFO, PERIODS, type Period } from '../lib/period.ts'

export interface PeriodSelectorProps {
  value: Period
  onChange: (period: Period) => void
}

const OPTIONS = PERIODS.map((period) => ({ value: period, label: PERIOD_INFO[period].label }))

/** The trend view's period, as a segmented control; the choice lives in the URL. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  return <SegmentedControl legend="Period" options={OPTIONS} value={value} onChange={onChange} />
}
