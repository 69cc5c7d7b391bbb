import type { ReactNode } from 'react'

export const APP_NAME = 'Pipeline Diversity Dashboard'

export interface PageShellProps {
  /** Names the page in the document title: "<title> – Pipeline Diversity Dashboard". */
  title: string
  header?: ReactNode
  children: ReactNode
}

/**
 * The frame of every page: its document title (React hoists <title> into <head>), an optional
 * banner, and the one <main> the skip link and focus management aim at.
 */
export function PageShell({ title, header, children }: PageShellProps) {
  return (
    <>
      <title>{`${title} – ${APP_NAME}`}</title>
      {header}
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
