import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { DrawBox } from './draw-box.ts'
import { awaitTurn, type DrawPriority, type Turn } from './draw-queue.ts'

export interface DrawTurn {
  /** The box's size once the drawing may mount; undefined before. */
  readonly box: DrawBox | undefined
  /** To call once the drawing has committed (its turn ends). */
  readonly drawn: () => void
}

function measure(element: Element): DrawBox {
  const { width, height } = element.getBoundingClientRect()
  return { width: Math.round(width), height: Math.round(height) }
}

/**
 * When a chart's drawing may mount (docs/decisions/0140, 0392): once its box has come within
 * `margin` of the viewport, in its turn (draw-queue.ts), in a transition. Printing draws every
 * chart at once, in view or not. Without IntersectionObserver a chart takes its turn at once.
 */
export function useDrawTurn(
  ref: RefObject<Element | null>,
  priority: DrawPriority,
  margin = '200px',
): DrawTurn {
  const [box, setBox] = useState<DrawBox | undefined>(undefined)
  const turn = useRef<Turn | undefined>(undefined)
  useEffect(() => {
    const element = ref.current
    if (box !== undefined || element === null) return
    const start = () => {
      const measured = measure(element)
      startTransition(() => setBox(measured))
    }
    const ask = () => {
      turn.current ??= awaitTurn(priority, start)
    }
    // Printing lays out every chart, in view or not, without waiting for turns.
    const print = window.matchMedia('print')
    const printed = () => {
      if (print.matches) setBox(measure(element))
    }
    print.addEventListener('change', printed)
    window.addEventListener('beforeprint', printed)
    let observer: IntersectionObserver | undefined
    if (typeof IntersectionObserver === 'undefined') ask()
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) ask()
        },
        { rootMargin: margin },
      )
      observer.observe(element)
    }
    return () => {
      observer?.disconnect()
      print.removeEventListener('change', printed)
      window.removeEventListener('beforeprint', printed)
    }
  }, [ref, margin, priority, box])
  // A chart that goes before its drawing has committed gives its turn back.
  useEffect(() => () => turn.current?.cancel(), [])
  const drawn = useCallback(() => turn.current?.done(), [])
  return { box, drawn }
}
