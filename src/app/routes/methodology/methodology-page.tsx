import { Trans, useLingui } from '@lingui/react/macro'
import { Methodology } from '../../../components/Methodology/Methodology.tsx'
import { Link } from 'react-router'
import { PageShell } from '../../components/page-shell.tsx'
import { paths } from '../../config/paths.ts'

/** `/methodology`, a lazy chunk of its own, like the glossary (decisions 0114, 0116). */
export function MethodologyPage() {
  const { t } = useLingui()
  return (
    <PageShell title={t`How the figures are made`}>
      <h1 tabIndex={-1}>
        <Trans>How the figures are made</Trans>
      </h1>
      <Methodology />
      <p>
        <Link to={paths.glossary.build()}>
          <Trans>Glossary</Trans>
        </Link>
        {' · '}
        <Link to={paths.home.build()}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </p>
    </PageShell>
  )
}
