import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** History state of a redirect (`<Redirect>`): it continues the navigation that led to it. */
export const REDIRECT_STATE = { redirect: true } as const

function isRedirect(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'redirect' in state && state.redirect === true
  )
}

/**
 * Moves focus to the page's heading (else <main>) so a keyboard or screen-reader user starts there.
 * The heading is the first one shown: the printed report's document name is an h1 that only paper
 * shows (PrintReport).
 */
export function focusPageHeading(): void {
  const shown = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(
    (heading) => heading.getClientRects().length > 0,
  )
  const target = shown ?? document.querySelector<HTMLElement>('main')
  if (target === null) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus()
}

/**
 * After each client-side navigation to another path, focus moves to the new page's heading,
 * as a full page load would reset it. The first page load keeps the browser's default, and so
 * do the redirects it goes through (`/` to the last region, a region not signed in to sign-in).
 */
export function useFocusOnNavigation(): void {
  const { pathname, state } = useLocation()
  const previous = useRef(pathname)
  const firstLoad = useRef(true)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (firstLoad.current && isRedirect(state)) return
    firstLoad.current = false
    focusPageHeading()
  }, [pathname, state])
}
