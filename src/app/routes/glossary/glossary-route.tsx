import { lazyPage } from '../../lib/lazy-page.ts'

const GlossaryPage = lazyPage(async () => (await import('./glossary-page.tsx')).GlossaryPage)

/** `/glossary`: the page is its own chunk; it needs no data. */
export function GlossaryRoute() {
  return <GlossaryPage />
}
