import * as z from 'zod/mini'
import { isRegionId, type RegionId } from '../../domain/regions.ts'

/**
 * Every path of the SPA, built in one place. Route definitions use `pattern`; links and
 * redirects use `build`, so a path is never assembled by hand elsewhere.
 */

export const SIGN_IN_REASONS = [
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

/**
 * A returnTo value is followed only when it is a path inside this app: it starts with one `/`
 * (not `//` or `/\`, which browsers treat as another host) and is not the sign-in page itself.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  if (value === paths.signIn.pattern || value.startsWith(`${paths.signIn.pattern}?`))
    return undefined
  return value
}

const reasonSchema = z.enum(SIGN_IN_REASONS)

/** Reads the sign-in page's query string; anything unknown or unsafe is dropped. */
export function parseSignInSearch(params: URLSearchParams): SignInSearch {
  const region = params.get('region')
  const reason = reasonSchema.safeParse(params.get('reason'))
  return {
    region: isRegionId(region) ? region : undefined,
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
    pattern: '/regions/:region',
    build: (region: RegionId): string => `/regions/${encodeURIComponent(region)}`,
  },
  /** The chrome-less view for portals' iframes (docs/embedding.md). */
  embed: {
    pattern: '/embed/regions/:region',
    build: (region: RegionId): string => `/embed/regions/${encodeURIComponent(region)}`,
  },
} as const

/** The region a path shows, when it is a dashboard path. */
export function regionOfPath(pathname: string): RegionId | undefined {
  const match = /^\/regions\/([^/]+)\/?$/.exec(pathname)
  const id = match?.[1] === undefined ? undefined : decodeURIComponent(match[1])
  return isRegionId(id) ? id : undefined
}
