import { useId } from 'react'
import './SegmentedControl.css'

interface SegmentedOption<Value extends string> {
  value: Value
  label: string
}

export interface SegmentedControlProps<Value extends string> {
  /** What the choice is about ("Period", "Sort regions by"): the group's legend. */
  legend: string
  options: readonly SegmentedOption<Value>[]
  value: Value
  onChange: (value: Value) => void
}

/**
 * One choice among a few, as native radio buttons (arrow keys move between them, the checked one
 * is announced) styled as a segmented control. The trend view's period and the comparison's sort
 * order use it.
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  const name = useId()
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
