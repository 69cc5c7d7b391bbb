import { Trans, useLingui } from '@lingui/react/macro'
import { GlossaryList } from '../../../components/GlossaryList/GlossaryList.tsx'
import { Link } from 'react-router'
import { useOrganizationWording } from '../../features/annotations/hooks/use-organization-wording.ts'
import { useSessions } from '../../features/session/api/get-sessions.ts'
import { PageShell } from '../../components/page-shell.tsx'
import { paths } from '../../config/paths.ts'

/**
 * `/glossary`, a lazy chunk of its own: what each metric, "pipeline", the percentages and hidden
 * groups mean. The entry's modules it imports (the page shell, the paths) stay in the entry
 * (decision 0114), so the page holds its own heading and links (decision 0116).
 */
export function GlossaryPage() {
  const { t } = useLingui()
  // The organization's definitions, read through a region the user is signed in to, if any.
  const signedIn = useSessions().data?.sessions[0]?.region
  const wording = useOrganizationWording(signedIn)
  return (
    <PageShell title={t`Glossary`}>
      <h1 tabIndex={-1}>
        <Trans>Glossary</Trans>
      </h1>
      <p>
        <Trans>
          What the dashboard’s figures mean, as far as the Talent Platform’s specification defines
          them, and where it does not.
        </Trans>
      </p>
      <GlossaryList wording={wording} />
      <p>
        <Link to={paths.methodology.build()}>
          <Trans>How the figures are made: trends, intervals, hidden groups</Trans>
        </Link>
        {' · '}
        <Link to={paths.home.build()}>
          <Trans>Go to the dashboard</Trans>
        </Link>
      </p>
    </PageShell>
  )
}
