import { useId } from 'react'
import { THEME_CHOICES, type ThemeChoice } from './theme.ts'
import './ThemeSwitch.css'

export type { ThemeChoice } from './theme.ts'

export interface ThemeSwitchProps {
  value: ThemeChoice
  onChange: (value: ThemeChoice) => void
}

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** Light / dark / system, as a radio group (arrow keys move between the options). */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const name = useId()
  return (
    <fieldset className="theme-switch">
      <legend className="theme-switch__legend">Theme</legend>
      <div className="theme-switch__options">
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="theme-switch__option">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span>{LABELS[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
