import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PageShell } from '../components/page-shell.tsx'
import { paths } from '../config/paths.ts'

export interface NotFoundPageProps {
  /** A more precise explanation, e.g. that a region does not exist on this server. */
  message?: string
}

export function NotFoundPage({ message }: NotFoundPageProps) {
  const { t } = useLingui()
  return (
    <PageShell title={t`Page not found`}>
      <h1 tabIndex={-1}>
        <Trans>Page not found</Trans>
      </h1>
      <p>{message ?? t`There is no page at this address.`}</p>
      <p>
        <Link to={paths.home.build()}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </p>
    </PageShell>
  )
}
