import type { ReactNode } from 'react'
import { GlossaryList } from '../../../components/GlossaryList/GlossaryList.tsx'

/**
 * The glossary's page body, a lazy chunk of its own. It imports only the definitions (which import
 * nothing), never a module of the entry chunk: such a chunk makes the bundler split the entry, and
 * the sign-in page pays for it (decision 0104). The route hands in what needs the router or the
 * catalogs: the translated heading and introduction, and the link home.
 */
export function GlossaryPage({ intro, homeLink }: { intro: ReactNode; homeLink: ReactNode }) {
  return (
    <>
      {intro}
      <GlossaryList />
      <p>{homeLink}</p>
    </>
  )
}
