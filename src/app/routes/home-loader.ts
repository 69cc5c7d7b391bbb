import type { QueryClient } from '@tanstack/react-query'
import { redirect } from 'react-router'
import { paths } from '../config/paths.ts'
import { sessionsQueryOptions } from '../features/session/api/get-sessions.ts'
import { readLastRegion } from '../lib/last-region.ts'

/** `/` opens the region last shown if still signed in, else the first signed-in region, else sign-in. */
export function homeLoader(queryClient: QueryClient) {
  return async () => {
    const { sessions } = await queryClient.fetchQuery(sessionsQueryOptions())
    const last = readLastRegion()
    const signedIn = sessions.map((session) => session.region)
    const target = last !== undefined && signedIn.includes(last) ? last : signedIn[0]
    if (target !== undefined) return redirect(paths.dashboard.build(target))
    return redirect(paths.signIn.build({ region: last }))
  }
}
