import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths, regionOfPath } from '../config/paths.ts'
import type { SessionLost } from './query-client.ts'

/** What the redirect needs from the router: where the user is, and a way to leave. */
export interface RouterAccess {
  pathname: string
  search: string
  navigate: (to: string, options: { replace: boolean; state?: SignInState }) => unknown
}

/**
 * What a trip to sign-in carries besides its address: the e-mail of the lost session, so the user
 * only types the API key again. History state, not the URL: an e-mail address is personal data
 * that does not belong in addresses, logs or bookmarks.
 */
interface SignInState {
  email: string
}

/** The e-mail handed over in history state, when the state is ours and well formed. */
export function signInStateEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined
  return typeof state.email === 'string' && state.email !== '' ? state.email : undefined
}

/** The sign-in address after losing `lost` on `pathname + search`; none when already there. */
export function signInAfterLoss(
  location: { pathname: string; search: string },
  lost: SessionLost,
): string | undefined {
  const { pathname, search } = location
  if (pathname === paths.signIn.pattern) return undefined
  const region = lost.region ?? regionOfPath(pathname)
  return paths.signIn.build({ region, returnTo: `${pathname}${search}`, reason: lost.code })
}

export interface SessionRedirect {
  /** Called by the query client's one lost-session handler (src/app/lib/query-client.ts). */
  toSignIn: (lost: SessionLost) => void
  /** Called by `SessionRedirectBridge`; returns the detach function. */
  attach: (router: RouterAccess) => () => void
}

/**
 * Sends the user to sign in again for the region whose session is gone, remembering the page to
 * return to. Replaces the history entry: Back must not lead into the page that just failed.
 * The query client lives outside React, so the router inside React lends it its location and
 * navigate function through `SessionRedirectBridge`; a loss reported before that (none is
 * expected: requests start after the first render) waits for it.
 */
export function createSessionRedirect(): SessionRedirect {
  let router: RouterAccess | undefined
  let pending: SessionLost | undefined
  const go = (target: RouterAccess, lost: SessionLost): void => {
    const to = signInAfterLoss(target, lost)
    if (to === undefined) return
    target.navigate(
      to,
      lost.email === undefined
        ? { replace: true }
        : { replace: true, state: { email: lost.email } },
    )
  }
  return {
    toSignIn: (lost) => {
      if (router === undefined) pending = lost
      else go(router, lost)
    },
    attach: (next) => {
      router = next
      if (pending !== undefined) {
        const lost = pending
        pending = undefined
        go(next, lost)
      }
      return () => {
        if (router === next) router = undefined
      }
    },
  }
}

/** Rendered once inside the router: lends `redirect` the current location and navigate. */
export function SessionRedirectBridge({ redirect }: { redirect: SessionRedirect }) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  useEffect(
    () => redirect.attach({ pathname, search, navigate }),
    [redirect, pathname, search, navigate],
  )
  return null
}
