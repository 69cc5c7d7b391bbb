import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  textDirection,
  type Language,
} from '../../domain/text/languages.ts'
import { Icon } from '../Icon/Icon.tsx'
import './LanguageMenu.css'

export interface LanguageMenuProps {
  value: Language
  onChange: (language: Language) => void
  /** The next language's messages are loading: the choice stays as it was until they are in. */
  pending?: boolean
}

/**
 * The language menu: a native select (keyboard, screen readers and phones know it), each language
 * named in itself and marked with its own `lang`, so a person who cannot read the current language
 * still finds theirs. The globe marks it in every language.
 */
export function LanguageMenu({ value, onChange, pending = false }: LanguageMenuProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="language-menu">
      <label htmlFor={id} className="language-menu__label">
        <Icon name="globe" />
        <span className="visually-hidden">{t`Language`}</span>
      </label>
      <select
        id={id}
        className="language-menu__select"
        value={value}
        aria-busy={pending}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isLanguage(next)) onChange(next)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language} dir={textDirection(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  )
}
