import { useId, type ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon.tsx'
import './EmptyState.css'

export interface EmptyStateProps {
  title: string
  message?: ReactNode
  /** An action such as a button or link, rendered under the message. */
  action?: ReactNode
  icon?: IconName
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4
}

/** A calm, centred message for "nothing to show here". */
export function EmptyState({
  title,
  message,
  action,
  icon = 'chart',
  headingLevel = 2,
}: EmptyStateProps) {
  const id = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section className="empty-state" aria-labelledby={id} data-testid="empty-state">
      <Icon name={icon} className="empty-state__icon" />
      <Heading id={id} className="empty-state__title">
        {title}
      </Heading>
      {message ? <div className="empty-state__message">{message}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  )
}
