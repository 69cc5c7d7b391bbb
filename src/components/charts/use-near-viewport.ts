import { startTransition, useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` of the viewport, or the page is printed, and
 * from then on. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || element === null) return
    // A transition: the drawings mount in slices that yield to the browser (decision 0140).
    const show = () => startTransition(() => setNear(true))
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    // Printing lays out every chart, in view or not.
    const print = window.matchMedia('print')
    const printed = () => {
      if (print.matches) setNear(true)
    }
    print.addEventListener('change', printed)
    window.addEventListener('beforeprint', printed)
    return () => {
      observer.disconnect()
      print.removeEventListener('change', printed)
      window.removeEventListener('beforeprint', printed)
    }
  }, [ref, margin, near])
  return near
}
