import { Suspense, useRef, type ReactNode } from 'react'
import { useNearViewport } from './use-near-viewport.ts'
import './charts.css'

export interface ChartSlotProps {
  className?: string
  /** The lazy drawing (see `lazyChart`). */
  children: ReactNode
}

/**
 * Where a chart's drawing goes (docs/decisions/0140): the box is laid out with the page, keeping
 * its size; the drawing mounts, and its Recharts chunk loads, once the box comes within 200 px of
 * the viewport. A page's figures, text and accessible names never wait for it, and charts below
 * the fold cost nothing while the page loads.
 */
export function ChartSlot({ className, children }: ChartSlotProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div ref={ref} className={className === undefined ? 'chart-slot' : `chart-slot ${className}`}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  )
}
