import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { THEME_CHOICES, type ThemeChoice } from './theme.ts'
import './ThemeSwitch.css'

export type { ThemeChoice } from './theme.ts'

export interface ThemeSwitchProps {
  value: ThemeChoice
  onChange: (value: ThemeChoice) => void
}

const LABELS: Record<ThemeChoice, MessageDescriptor> = {
  light: msg({ comment: 'Colour theme: light background', message: 'Light' }),
  dark: msg({ comment: 'Colour theme: dark background', message: 'Dark' }),
  system: msg({ comment: 'Colour theme: as the operating system is set', message: 'System' }),
}

/** Light / dark / system, as a radio group (arrow keys move between the options). */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  const { i18n } = useLingui()
  const name = useId()
  return (
    <fieldset className="theme-switch">
      <legend className="theme-switch__legend">
        <Trans comment="Colour theme of the page">Theme</Trans>
      </legend>
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
            <span>{i18n._(LABELS[choice])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
