import { Trans, useLingui } from '@lingui/react/macro'
import { PageShell } from '../components/page-shell.tsx'

/** Shown while the first page's data and code load. */
export function PageLoading() {
  const { t } = useLingui()
  return (
    <PageShell title={t`Loading`}>
      <p role="status" className="page-loading">
        <Trans>Loading…</Trans>
      </p>
    </PageShell>
  )
}
