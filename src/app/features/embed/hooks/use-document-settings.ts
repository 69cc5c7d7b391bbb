import { useLayoutEffect } from 'react'
import type { HostSettings } from '../lib/host-params.ts'

/**
 * Applies the theme (`data-theme` on <html>: light, dark, or none for the system's) and the
 * language (`lang`) to the document while the embed view is shown, and restores them after.
 */
export function useDocumentSettings(settings: HostSettings): void {
  const { theme, locale } = settings
  useLayoutEffect(() => {
    const root = document.documentElement
    const previousTheme = root.getAttribute('data-theme')
    const previousLang = root.getAttribute('lang')
    if (theme === 'auto') root.removeAttribute('data-theme')
    else root.setAttribute('data-theme', theme)
    if (locale !== undefined) root.setAttribute('lang', locale)
    return () => {
      if (previousTheme === null) root.removeAttribute('data-theme')
      else root.setAttribute('data-theme', previousTheme)
      if (previousLang === null) root.removeAttribute('lang')
      else root.setAttribute('lang', previousLang)
    }
  }, [theme, locale])
}
