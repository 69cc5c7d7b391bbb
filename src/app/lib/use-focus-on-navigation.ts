import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** Moves focus to the page's heading (else <main>) so a keyboard or screen-reader user starts there. */
export function focusPageHeading(): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
  if (target === null) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus()
}

/**
 * After each client-side navigation to another path, focus moves to the new page's heading,
 * as a full page load would reset it. The first page load keeps the browser's default.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    focusPageHeading()
  }, [pathname])
}
