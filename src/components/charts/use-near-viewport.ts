import { startTransition, useEffect, useState, type RefObject } from 'react'

/** A box's size in CSS pixels. */
export interface BoxSize {
  width: number
  height: number
}

/** Whether the element has come near the viewport, and its size at that moment when known. */
export interface NearViewport {
  near: boolean
  /** The element's box when it came near (from the observer's entry: no layout is forced). */
  size: BoxSize | undefined
}

/**
 * Near once the element has come within `margin` of the viewport, or the page is printed, and
 * from then on. Without IntersectionObserver it is near at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): NearViewport {
  const [state, setState] = useState<NearViewport>(() => ({
    near: typeof IntersectionObserver === 'undefined',
    size: undefined,
  }))
  const { near } = state
  useEffect(() => {
    const element = ref.current
    if (near || element === null) return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting)
        if (entry === undefined) return
        const { width, height } = entry.boundingClientRect
        // A transition: the drawings mount in slices that yield to the browser (decision 0140).
        startTransition(() => setState({ near: true, size: { width, height } }))
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    // Printing lays out every chart, in view or not.
    const print = window.matchMedia('print')
    const printed = () => {
      if (print.matches) setState({ near: true, size: undefined })
    }
    print.addEventListener('change', printed)
    window.addEventListener('beforeprint', printed)
    return () => {
      observer.disconnect()
      print.removeEventListener('change', printed)
      window.removeEventListener('beforeprint', printed)
    }
  }, [ref, margin, near])
  return state
}
