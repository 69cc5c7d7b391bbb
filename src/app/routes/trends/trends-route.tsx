import { lazyAppPage } from '../../lib/lazy-page.ts'
import { RegionRoute } from '../region-route.tsx'

const TrendsPage = lazyAppPage(async () => (await import('./trends-page.tsx')).TrendsPage)

function startLoading(): void {
  void TrendsPage.preload()
}

/** `/regions/:region/trends`: the page's code is a lazy chunk; its charts' Recharts drawing follows it. */
export function TrendsRoute() {
  return <RegionRoute page={TrendsPage} startLoading={startLoading} />
}
