import { useEffect, useRef } from 'react'
import { awaitTurn, type Turn } from './draw-queue.ts'

/**
 * Calls `onDrawn` once the figures' charts rendered before it have drawn (decision 0394): what it
 * starts (the dashboard's history, targets and definitions, and the work their answers bring)
 * then never delays a bar. Render it after the charts, in the same commit: its effect runs after
 * theirs, so its first intersection notice comes in the same task as their first ones, in which
 * each chart in view asks its turn (use-draw-turn.ts). It asks its own there, behind theirs (a
 * trend line's priority), and gives it back at once. Without IntersectionObserver it asks at once.
 */
export function FiguresDrawn({ onDrawn }: { onDrawn: () => void }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const element = ref.current
    if (element === null) return
    let turn: Turn | undefined
    const ask = () => {
      turn ??= awaitTurn(1, () => {
        turn?.done()
        onDrawn()
      })
    }
    let observer: IntersectionObserver | undefined
    if (typeof IntersectionObserver === 'undefined') ask()
    else {
      observer = new IntersectionObserver(() => {
        observer?.disconnect()
        ask()
      })
      observer.observe(element)
    }
    return () => {
      observer?.disconnect()
      turn?.cancel()
    }
  }, [onDrawn])
  // Empty and inline: a zero-height line in the page's flow, never a grid's cell.
  return <span ref={ref} className="figures-drawn" />
}
