import { useEffect, useLayoutEffect } from 'react'
import { matchLanguage } from '../../../../domain/text/languages.ts'
import { useLanguage } from '../../../i18n/language.tsx'
import type { HostSettings } from '../lib/host-params.ts'

/**
 * Applies the portal's settings to the document while the embed view is shown: the theme
 * (`data-theme` on <html>: light, dark, or none for the system's), restored after; and the
 * language of its `locale` when the UI is translated into it (decision 0110), which also sets
 * `<html lang dir>`. A locale the UI does not speak still formats the numbers and dates.
 */
export function useDocumentSettings(settings: HostSettings): void {
  const { theme, locale } = settings
  useLayoutEffect(() => {
    const root = document.documentElement
    const previousTheme = root.getAttribute('data-theme')
    if (theme === 'auto') root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', theme)
    return () => {
      if (previousTheme === null) root.removeAttribute('data-theme')
      else root.setAttribute('data-theme', previousTheme)
    }
  }, [theme])

  const current = useLanguage()
  const { setLanguage } = current
  const language = locale === undefined ? undefined : matchLanguage([locale])
  const changed =
    language !== undefined && (language !== current.language || locale !== current.locale)
  useEffect(() => {
    if (changed) void setLanguage(language, { locale })
  }, [changed, language, locale, setLanguage])
}
