import type { APIRequestContext } from '@playwright/test'
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_VALUE,
  regionsResponseSchema,
  sessionsResponseSchema,
  type SessionsResponse,
} from '../../src/domain/http/contract.ts'
import type { RegionId } from '../../src/domain/regions/regions.ts'

/**
 * Reads of the BFF's contract from a journey, through the page's own request context so they
 * carry the cookie the browser holds: what the server believes, not what the page shows.
 */
async function getJson(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path, { headers: { [CSRF_HEADER]: CSRF_VALUE } })
  if (!response.ok()) throw new Error(`GET ${path}: HTTP ${response.status()}`)
  return response.json()
}

export async function bffSessions(request: APIRequestContext): Promise<SessionsResponse> {
  return sessionsResponseSchema.parse(await getJson(request, apiPaths.session()))
}

/** The regions GET /api/regions marks as signed in. */
export async function signedInRegions(request: APIRequestContext): Promise<RegionId[]> {
  const { regions } = regionsResponseSchema.parse(await getJson(request, apiPaths.regions()))
  return regions.filter((region) => region.signedIn).map((region) => region.id)
}
