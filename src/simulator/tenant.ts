import type { RegionId } from '../domain/regions/regions.ts'
import { portalClient } from './credentials.ts'
import { DEMO_API_KEY, DEMO_DATASETS, DEMO_EMAIL } from './datasets.ts'
import type { OrganizationInfoPayload } from './datasets.ts'
import { randomOpaque, secretsEqual } from './secrets.ts'

/** What the Organization Info endpoint of a region answers. */
interface RegionDataset {
  /** `true`: `{"data": {...}}`; `false`: the bare object. */
  envelope: boolean
  organizationInfo: OrganizationInfoPayload
}

/** The state of one region's tenant: users, OAuth clients, the grant switch and its data. */
export interface Tenant {
  readonly region: RegionId
  /** Lower-cased e-mail → API key. */
  readonly users: Map<string, string>
  /** Client id → client secret. */
  readonly clients: Map<string, string>
  clientCredentialsEnabled: boolean
  dataset: RegionDataset
}

/** E-mail addresses are matched case-insensitively (the user id of the password grant). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function createTenant(region: RegionId): Tenant {
  const portal = portalClient(region)
  return {
    region,
    users: new Map([[DEMO_EMAIL, DEMO_API_KEY]]),
    clients: new Map([[portal.clientId, portal.clientSecret]]),
    clientCredentialsEnabled: true,
    dataset: {
      envelope: true,
      organizationInfo: structuredClone(DEMO_DATASETS[region].organizationInfo),
    },
  }
}

export function verifyUser(tenant: Tenant, email: string, apiKey: string): boolean {
  const expected = tenant.users.get(normalizeEmail(email))
  return expected !== undefined && secretsEqual(expected, apiKey)
}

export function verifyClient(tenant: Tenant, clientId: string, clientSecret: string): boolean {
  const expected = tenant.clients.get(clientId)
  return expected !== undefined && secretsEqual(expected, clientSecret)
}

/** Adds a user; returns its API key, or `undefined` when the user exists already. */
export function addUser(tenant: Tenant, email: string, apiKey?: string): string | undefined {
  const key = normalizeEmail(email)
  if (tenant.users.has(key)) return undefined
  const value = apiKey ?? randomOpaque(24)
  tenant.users.set(key, value)
  return value
}

/** Generates a new API key for an existing user; `undefined` when the user is unknown. */
export function rotateApiKey(tenant: Tenant, email: string): string | undefined {
  const key = normalizeEmail(email)
  if (!tenant.users.has(key)) return undefined
  const value = randomOpaque(24)
  tenant.users.set(key, value)
  return value
}

/** Generates a new client secret for an existing client; `undefined` when it is unknown. */
export function resetClientSecret(tenant: Tenant, clientId: string): string | undefined {
  if (!tenant.clients.has(clientId)) return undefined
  const value = randomOpaque(24)
  tenant.clients.set(clientId, value)
  return value
}
