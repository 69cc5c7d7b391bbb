import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query'
import { paths } from '../config/paths.ts'
import { regionsQueryOptions } from '../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../features/session/api/get-sessions.ts'
import { readLastRegion } from '../lib/preferences.ts'
import { Redirect } from './redirect.tsx'

/** `/` opens the region last shown if still signed in, else the first signed-in region, else sign-in. */
export function HomeRoute() {
  // Both destinations need the offered regions: ask for them alongside the sessions.
  usePrefetchQuery(regionsQueryOptions())
  const { sessions } = useSuspenseQuery(sessionsQueryOptions()).data
  const last = readLastRegion()
  const signedIn = sessions.map((session) => session.region)
  const target = last !== undefined && signedIn.includes(last) ? last : signedIn[0]
  return (
    <Redirect
      to={
        target === undefined ? paths.signIn.build({ region: last }) : paths.dashboard.build(target)
      }
    />
  )
}
