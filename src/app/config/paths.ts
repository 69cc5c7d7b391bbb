import * as z from 'zod/mini'
import { REGION_PAGES, regionPageOf } from '../../domain/regions/region-pages.ts'
import { regionIdFrom, type RegionId } from '../../domain/regions/regions.ts'

/**
 * Every path of the SPA, built in one place. Route definitions use `pattern`; links and
 * redirects use `build`, so a path is never assembled by hand elsewhere.
 */

const SIGN_IN_REASONS = [
  'session_expired',
  'not_signed_in',
  'signed_out',
  'signed_out_all',
] as const
export type SignInReason = (typeof SIGN_IN_REASONS)[number]

export interface SignInSearch {
  region?: RegionId | undefined
  returnTo?: string | undefined
  reason?: SignInReason | undefined
}

/** Control characters (the URL parser strips some), white space, backslashes (read as `/`). */
const UNSAFE_IN_RETURN_TO = /[\p{Cc}\s\\]/u

/** Pages a user may be sent back to after signing in: home, dashboards, trends, comparison. */
function isReturnPage(pathname: string): boolean {
  return (
    pathname === paths.home.pattern ||
    pathname === paths.compare.pattern ||
    regionOfPath(pathname) !== undefined
  )
}

/**
 * A returnTo value is followed only when it is a page of this app. It is read the way the
 * browser will read it, with the URL parser against the app's own origin, and accepted only when
 * it stays on that origin and names a page the SPA routes (home or a region's dashboard). Control
 * characters and backslashes are refused before parsing: the parser would drop or turn them into
 * slashes (`/\t/host`, `/\\host` become `//host`). The value returned is the parsed, normalized
 * path, so what is followed is exactly what was checked.
 */
export function safeReturnTo(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | undefined {
  if (value === null || value === undefined) return undefined
  if (!value.startsWith('/') || UNSAFE_IN_RETURN_TO.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin || !isReturnPage(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

const reasonSchema = z.enum(SIGN_IN_REASONS)

/** Reads the sign-in page's query string; anything unknown or unsafe is dropped. */
export function parseSignInSearch(params: URLSearchParams): SignInSearch {
  const region = params.get('region')
  const reason = reasonSchema.safeParse(params.get('reason'))
  return {
    region: regionIdFrom(region),
    returnTo: safeReturnTo(params.get('returnTo')),
    reason: reason.success ? reason.data : undefined,
  }
}

export const paths = {
  home: {
    pattern: '/',
    build: (): string => '/',
  },
  signIn: {
    pattern: '/sign-in',
    build: (search: SignInSearch = {}): string => {
      const params = new URLSearchParams()
      if (search.region !== undefined) params.set('region', search.region)
      const returnTo = safeReturnTo(search.returnTo)
      if (returnTo !== undefined) params.set('returnTo', returnTo)
      if (search.reason !== undefined) params.set('reason', search.reason)
      const query = params.toString()
      return query.length === 0 ? '/sign-in' : `/sign-in?${query}`
    },
  },
  dashboard: {
    pattern: REGION_PAGES.dashboard,
    build: (region: RegionId): string => `/regions/${encodeURIComponent(region)}`,
  },
  /** A region's history: one line chart per metric over `period` (trends-search.ts). */
  trends: {
    pattern: REGION_PAGES.trends,
    build: (region: RegionId, search = ''): string =>
      `/regions/${encodeURIComponent(region)}/trends${search}`,
  },
  /** Every metric across the signed-in regions, side by side. */
  compare: {
    pattern: '/compare',
    build: (search = ''): string => `/compare${search}`,
  },
  /** What each metric and term means (the cards' definitions link here). */
  glossary: {
    pattern: '/glossary',
    build: (): string => '/glossary',
  },
  /** How the figures are made: the trend band, "steady", hidden groups, source and timing. */
  methodology: {
    pattern: '/methodology',
    build: (): string => '/methodology',
  },
  /** The chrome-less view for portals' iframes (docs/embedding.md). */
  embed: {
    pattern: '/embed/regions/:region',
    build: (region: RegionId): string => `/embed/regions/${encodeURIComponent(region)}`,
  },
} as const

/**
 * The region a path shows, when it is a dashboard or trends path, in any case (`/regions/US`).
 * Region ids are plain words that `build` never escapes, so the segment is compared as it is,
 * never decoded (a malformed escape would throw).
 */
export function regionOfPath(pathname: string): RegionId | undefined {
  return regionIdFrom(regionPageOf(pathname)?.segment)
}
