import { lazyAppPage } from '../../lib/lazy-page.ts'

const MethodologyPage = lazyAppPage(
  async () => (await import('./methodology-page.tsx')).MethodologyPage,
  // Its words are in the rare part of the catalogs, which few readers need (decision 0393).
  ['app', 'rare'],
)

/** `/methodology`: the page is its own chunk; it needs no data. */
export function MethodologyRoute() {
  return <MethodologyPage />
}
