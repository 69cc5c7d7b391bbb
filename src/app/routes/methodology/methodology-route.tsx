import { lazyAppPage } from '../../lib/lazy-page.ts'

const MethodologyPage = lazyAppPage(
  async () => (await import('./methodology-page.tsx')).MethodologyPage,
)

/** `/methodology`: the page is its own chunk; it needs no data. */
export function MethodologyRoute() {
  return <MethodologyPage />
}
