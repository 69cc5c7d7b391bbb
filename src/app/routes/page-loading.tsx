import { PageShell } from '../components/page-shell.tsx'

/** Shown while the first page's data and code load. */
export function PageLoading() {
  return (
    <PageShell title="Loading">
      <p role="status" className="page-loading">
        Loading…
      </p>
    </PageShell>
  )
}
