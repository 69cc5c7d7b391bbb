import type { ReactNode } from 'react'

export interface EmbedMessageProps {
  title: string
  tone?: 'info' | 'error'
  children?: ReactNode
}

/** A short notice in the frame: loading, a refused link, an expired view. */
export function EmbedMessage({ title, tone = 'info', children }: EmbedMessageProps) {
  return (
    <div
      className={`embed-message embed-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <h1 className="embed__title">{title}</h1>
      {children}
    </div>
  )
}
