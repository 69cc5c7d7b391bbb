import type { ReactNode } from 'react'
import './BusyLabel.css'

export interface BusyLabelProps {
  busy: boolean
  /** The label at rest: "Refresh". */
  idle: ReactNode
  /** The label while the work runs: "Refreshing…". */
  working: ReactNode
}

/**
 * A button's label that says when it is working ("Refresh" → "Refreshing…") without changing
 * the button's width (decision 0180): both labels take the same grid cell and the one not shown
 * is `visibility: hidden` (neither seen nor read), so the button is as wide as its longer label
 * in every language ("Aktualisieren" / "Wird aktualisiert …") and the row never shifts.
 */
export function BusyLabel({ busy, idle, working }: BusyLabelProps) {
  return (
    <span className="busy-label">
      <span className="busy-label__text" data-shown={!busy}>
        {idle}
      </span>
      <span className="busy-label__text" data-shown={busy}>
        {working}
      </span>
    </span>
  )
}
