import { useLingui } from '@lingui/react/macro'
import { useId, useLayoutEffect, useState, type ReactNode } from 'react'
import './ScrollRegion.css'

export interface ScrollRegionProps {
  /** The region's accessible name ("Distributions table"). */
  label: string
  /** Extra classes of the scrolling box (its frame and background come from here). */
  className?: string
  'data-testid'?: string
  children: ReactNode
}

/** Whether `element` is wider inside than its box, kept up to date as either changes size. */
function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    if (element === null) return
    const measure = () => setOverflows(element.scrollWidth - element.clientWidth > 1)
    // It reports once when it starts observing, then on every size change of the box or table.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild !== null) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [element])
  return overflows
}

/**
 * The one box in which a wide table scrolls sideways (the dashboard's, the comparison's, the
 * trends' and the change log's; decision 0226): keyboard-focusable with an accessible name, a
 * shadow at each edge with more columns behind it (scroll-linked backgrounds, no script), and,
 * while it is narrower than its table, a sentence saying so for screen readers.
 */
export function ScrollRegion({ label, className, children, ...rest }: ScrollRegionProps) {
  const { t } = useLingui()
  const id = useId()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const overflows = useOverflows(element)
  return (
    <div
      ref={setElement}
      className={className === undefined ? 'scroll-region' : `scroll-region ${className}`}
      role="region"
      aria-label={label}
      aria-describedby={overflows ? `${id}-hint` : undefined}
      tabIndex={0}
      data-overflows={overflows ? 'true' : undefined}
      data-testid={rest['data-testid']}
    >
      {children}
      {overflows ? (
        <span id={`${id}-hint`} className="visually-hidden">
          {t({
            comment: 'Read by screen readers when a table is wider than its box',
            message: 'Scroll sideways to see every column.',
          })}
        </span>
      ) : null}
    </div>
  )
}
