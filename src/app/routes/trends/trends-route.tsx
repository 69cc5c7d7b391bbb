import { loadRegionPages } from '../load-region-pages.ts'
import { lazyPage } from '../../lib/lazy-page.ts'
import { RegionRoute } from '../region-route.tsx'

const TrendsPage = lazyPage(async () => (await loadRegionPages()).TrendsPage)

function startLoading(): void {
  void TrendsPage.preload()
}

/** `/regions/:region/trends`: the page's code (Recharts' line charts) is its own chunk. */
export function TrendsRoute() {
  return <RegionRoute page={TrendsPage} startLoading={startLoading} />
}
