/**
 * The SPA's pages of one region, defined once for both sides: the SPA routes and builds them
 * (src/app/config/paths.ts), and the BFF starts a dashboard's Organization Info when that page's
 * HTML is asked for (src/server/organization-info/warm-reads.ts).
 */
export const REGION_PAGES = {
  dashboard: '/regions/:region',
  trends: '/regions/:region/trends',
} as const

export type RegionPage = keyof typeof REGION_PAGES

/** `/regions/<segment>` with an optional `/trends` and a trailing slash; the segment undecoded. */
const REGION_PAGE_PATH = /^\/regions\/([^/]+)(\/trends)?\/?$/

/**
 * Which region page a path is, with its region segment as written (`/regions/US` → `US`): the
 * caller decides how strictly a segment names a region. Anything else: undefined.
 */
export function regionPageOf(pathname: string): { page: RegionPage; segment: string } | undefined {
  const match = REGION_PAGE_PATH.exec(pathname)
  if (match?.[1] === undefined) return undefined
  return { page: match[2] === undefined ? 'dashboard' : 'trends', segment: match[1] }
}
