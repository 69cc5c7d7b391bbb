import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import type { DrawPriority } from './draw-queue.ts'
import { DrawBoxContext } from './draw-box.ts'
import { useDrawTurn } from './use-draw-turn.ts'
import './charts.css'

export interface ChartSlotProps {
  className?: string
  /** 0 (default): a chart of the page's figures; 1: a trend's line, drawn after them. */
  priority?: DrawPriority
  /** The lazy drawing (see `lazyChart`). */
  children: ReactNode
}

/** Tells the slot its drawing has committed, once it has (it commits with the drawing). */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn])
  return null
}

/**
 * Where a chart's drawing goes (docs/decisions/0140, 0392): the box is laid out with the page,
 * keeping its size, so nothing moves when the drawing comes; the drawing mounts, and its Recharts
 * chunk loads, once the box comes within 200 px of the viewport, one chart at a time, at the
 * box's measured size. A page's figures, text and accessible names never wait for it, and charts
 * below the fold cost nothing while the page loads.
 */
export function ChartSlot({ className, priority = 0, children }: ChartSlotProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { box, drawn } = useDrawTurn(ref, priority)
  return (
    <div ref={ref} className={className === undefined ? 'chart-slot' : `chart-slot ${className}`}>
      {box === undefined ? null : (
        <DrawBoxContext value={box}>
          <Suspense fallback={null}>
            {children}
            <Drawn onDrawn={drawn} />
          </Suspense>
        </DrawBoxContext>
      )}
    </div>
  )
}
