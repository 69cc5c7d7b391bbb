import { lazyPage } from '../../lib/lazy-page.ts'

const ComparePage = lazyPage(async () => (await import('./compare-page.tsx')).ComparePage)

/** `/compare`: every signed-in region side by side; the page decides what it can show. */
export function CompareRoute() {
  return <ComparePage />
}
