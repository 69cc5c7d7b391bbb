import type { DataRouter } from 'react-router'
import { paths, regionOfPath } from '../config/paths.ts'
import type { SessionLost } from './query-client.ts'

/**
 * Sends the user to sign in again for the region whose session is gone, remembering the page
 * to return to. Replaces the history entry: Back must not lead into the page that just failed.
 */
export function redirectToSignIn(router: DataRouter, lost: SessionLost): void {
  const { pathname, search } = router.state.location
  if (pathname === paths.signIn.pattern) return
  const region = lost.region ?? regionOfPath(pathname)
  void router.navigate(
    paths.signIn.build({ region, returnTo: `${pathname}${search}`, reason: lost.code }),
    { replace: true },
  )
}
