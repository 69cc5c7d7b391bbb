import { lazyAppPage } from '../../lib/lazy-page.ts'

const GlossaryPage = lazyAppPage(async () => (await import('./glossary-page.tsx')).GlossaryPage)

/** `/glossary`: the page is its own chunk; it needs no data. */
export function GlossaryRoute() {
  return <GlossaryPage />
}
