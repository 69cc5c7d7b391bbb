import { regionIdFrom, type RegionId } from '../../../domain/regions/regions.ts'

export type DashboardAccess =
  | { kind: 'ok'; region: RegionId }
  | { kind: 'unknown_region'; region: string }
  | { kind: 'not_signed_in'; region: RegionId }

/**
 * Whether `/regions/:region` can show its dashboard: a region this server does not offer is
 * unknown (404); a region without a session goes to its sign-in page. The id is read in any case
 * (`/regions/US`); the access names the canonical one.
 */
export function dashboardAccess(
  typed: string,
  offered: readonly { id: RegionId }[],
  sessions: readonly { region: RegionId }[],
): DashboardAccess {
  const region = regionIdFrom(typed)
  if (region === undefined || !offered.some((entry) => entry.id === region)) {
    return { kind: 'unknown_region', region: typed }
  }
  if (!sessions.some((session) => session.region === region)) {
    return { kind: 'not_signed_in', region }
  }
  return { kind: 'ok', region }
}

/**
 * The region, when the browser holds a session for it: its data may be requested before the
 * offered regions are known (a session exists only for a region the server offers).
 */
export function signedInRegion(
  typed: string,
  sessions: readonly { region: RegionId }[],
): RegionId | undefined {
  const region = regionIdFrom(typed)
  return sessions.find((session) => session.region === region)?.region
}
