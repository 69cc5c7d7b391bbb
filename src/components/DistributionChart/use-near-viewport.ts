import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on (docs/decisions/0079).
 * The dashboard's bar charts mount their Recharts tree only then: on a phone the first page of a
 * dashboard shows no chart yet, so loading it does no chart work. Without IntersectionObserver it
 * is true at once; so it is for print (every chart is on paper).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(
    () =>
      typeof IntersectionObserver === 'undefined' ||
      (typeof matchMedia === 'function' && matchMedia('print').matches),
  )
  useEffect(() => {
    const element = ref.current
    if (near || element === null) return
    const drawNow = () => setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) drawNow()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    const print = matchMedia('print')
    const onPrintChange = (event: MediaQueryListEvent) => {
      if (event.matches) drawNow()
    }
    print.addEventListener('change', onPrintChange)
    window.addEventListener('beforeprint', drawNow)
    return () => {
      observer.disconnect()
      print.removeEventListener('change', onPrintChange)
      window.removeEventListener('beforeprint', drawNow)
    }
  }, [ref, margin, near])
  return near
}
