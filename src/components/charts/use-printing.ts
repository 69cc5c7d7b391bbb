import { useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether the page is being printed (issue 35): true from the browser's `beforeprint` (or the
 * print media query turning on, as a test's print emulation does) until `afterprint`. The charts
 * then lay themselves out for the paper instead of keeping the pixel widths the window gave them
 * (ChartBox). The change renders synchronously (`flushSync`): the browser lays the page out for
 * print as soon as the `beforeprint` listeners return.
 */

let printing = false
const listeners = new Set<() => void>()
let detach: (() => void) | undefined

function set(value: boolean): void {
  if (printing === value) return
  printing = value
  flushSync(() => {
    for (const listener of listeners) listener()
  })
}

function attach(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined
  const before = () => set(true)
  const after = () => set(media?.matches === true)
  const changed = () => set(media?.matches === true)
  window.addEventListener('beforeprint', before)
  window.addEventListener('afterprint', after)
  media?.addEventListener('change', changed)
  printing = media?.matches === true
  return () => {
    window.removeEventListener('beforeprint', before)
    window.removeEventListener('afterprint', after)
    media?.removeEventListener('change', changed)
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') detach = attach()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      detach?.()
      detach = undefined
    }
  }
}

export function usePrinting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => printing,
    () => false,
  )
}
