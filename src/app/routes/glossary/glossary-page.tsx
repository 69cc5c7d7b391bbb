import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { GlossaryList } from '../../../components/GlossaryList/GlossaryList.tsx'

/**
 * The glossary's page body, a lazy chunk of its own. It imports only the definitions (which import
 * nothing), never a module of the entry chunk: such a chunk makes the bundler split the entry, and
 * the sign-in page pays for it (decision 0104). The route hands in what needs the router.
 */
export function GlossaryPage({ homeLink }: { homeLink: ReactNode }) {
  return (
    <>
      <h1 tabIndex={-1}>
        <Trans>Glossary</Trans>
      </h1>
      <p>
        <Trans>
          What the dashboard’s figures mean, as far as the Talent Platform’s specification defines
          them, and where it does not.
        </Trans>
      </p>
      <GlossaryList />
      <p>{homeLink}</p>
    </>
  )
}
