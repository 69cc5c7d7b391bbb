import { Link } from 'react-router'
import { PageShell } from '../components/page-shell.tsx'
import { paths } from '../config/paths.ts'

export interface NotFoundPageProps {
  /** A more precise explanation, e.g. that a region does not exist on this server. */
  message?: string
}

export function NotFoundPage({ message }: NotFoundPageProps) {
  return (
    <PageShell title="Page not found">
      <h1 tabIndex={-1}>Page not found</h1>
      <p>{message ?? 'There is no page at this address.'}</p>
      <p>
        <Link to={paths.home.build()}>Go to the dashboard</Link>
      </p>
    </PageShell>
  )
}
