import { useEffect, useRef } from 'react'
import { focusPageHeading } from './use-focus-on-navigation.ts'

/**
 * When a view swaps one state for another (loading → data), the element that had focus (often
 * the heading, focused on navigation) may be removed, which drops focus to <body>. Then focus
 * goes to the page's new heading. Focus anywhere else, or none yet (a fresh page load), is left
 * alone.
 */
export function useKeepFocusAcross(state: string): void {
  const lastFocused = useRef<Element | null>(null)
  useEffect(() => {
    const track = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null
    }
    document.addEventListener('focusin', track)
    return () => document.removeEventListener('focusin', track)
  }, [])
  useEffect(() => {
    const removed = lastFocused.current !== null && !lastFocused.current.isConnected
    const active = document.activeElement
    if (removed && (active === null || active === document.body)) focusPageHeading()
  }, [state])
}
