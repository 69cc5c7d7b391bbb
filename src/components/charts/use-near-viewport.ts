import { startTransition, useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || element === null) return
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the drawings mount in slices that yield to the browser (decision 0140).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
