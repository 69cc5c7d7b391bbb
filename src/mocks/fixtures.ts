import type { RegionsResponse, SessionInfo } from '../domain/http/contract.ts'
import {
  organizationInfoSchema,
  type Distribution,
  type OrganizationInfo,
} from '../domain/metrics/organization-info.ts'
import { REGIONS, regionIdFrom, type RegionId } from '../domain/regions/regions.ts'

/**
 * Realistic fixtures of the BFF's answers, validated with the contract's schemas at import time
 * so a fixture can never drift from src/domain.
 */

export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_API_KEY = 'demo-api-key'
export const MIN_GROUP_SIZE = 5

/** A fixed instant, so stories and tests render the same "last updated" text every time. */
export const FIXED_NOW = new Date('2026-11-21T10:02:00.000Z')
export const FETCHED_AT = '2026-11-21T10:00:00.000Z'

/** A metric the BFF withheld: its group is smaller than MIN_GROUP_SIZE, so no counts are sent. */
export function withheld(key: string, label: string): Distribution {
  return {
    key,
    label,
    yesCount: null,
    noCount: null,
    status: 'suppressed',
    minGroupSize: MIN_GROUP_SIZE,
  }
}

/**
 * A region's figures of today. They are the one source of the stories' data: the mock history
 * (./history-fixtures.ts) is drawn back from them, so every trend ends at the card's figure.
 */
const healthy: OrganizationInfo = {
  region: 'us',
  fetchedAt: FETCHED_AT,
  distributions: [
    {
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: 12,
      noCount: 30,
      status: 'ok',
    },
    {
      key: 'pipelinesWithWomen',
      label: 'Pipelines with women',
      yesCount: 550,
      noCount: 450,
      status: 'ok',
    },
    { key: 'superstar', label: 'Superstars', yesCount: 9, noCount: 211, status: 'ok' },
    {
      key: 'pipelinesWithDiverseEthnicity',
      label: 'Pipelines with diverse ethnicity',
      yesCount: 600,
      noCount: 1400,
      status: 'ok',
    },
    {
      key: 'rolesWithSuccessorsReady',
      label: 'Roles with successors ready',
      yesCount: 1184,
      noCount: 2316,
      status: 'ok',
    },
  ],
  percentages: [
    { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
    { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 27.25 },
  ],
}

/** Every kind of missing value: null counts, zero totals, no percentages. */
const nulls: OrganizationInfo = {
  region: 'eu',
  fetchedAt: FETCHED_AT,
  distributions: [
    {
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: null,
      noCount: null,
      status: 'no_data',
    },
    {
      key: 'pipelinesWithWomen',
      label: 'Pipelines with women',
      yesCount: 14,
      noCount: null,
      status: 'no_data',
    },
    { key: 'superstar', label: 'Superstars', yesCount: 0, noCount: 0, status: 'no_data' },
    {
      key: 'pipelinesWithDiverseEthnicity',
      label: 'Pipelines with diverse ethnicity',
      yesCount: null,
      noCount: 8,
      status: 'no_data',
    },
    {
      key: 'rolesWithSuccessorsReady',
      label: 'Roles with successors ready',
      yesCount: 20,
      noCount: 5,
      status: 'ok',
    },
  ],
  percentages: [],
}

/** Small groups withheld by the BFF (MIN_GROUP_SIZE): counts are null, never the raw numbers. */
const suppressed: OrganizationInfo = {
  region: 'ca',
  fetchedAt: FETCHED_AT,
  distributions: [
    withheld('pipelinesWithLeaders', 'Pipelines with leaders'),
    {
      key: 'pipelinesWithWomen',
      label: 'Pipelines with women',
      yesCount: 3,
      noCount: 4,
      status: 'ok',
    },
    withheld('superstar', 'Superstars'),
    withheld('pipelinesWithDiverseEthnicity', 'Pipelines with diverse ethnicity'),
    {
      key: 'rolesWithSuccessorsReady',
      label: 'Roles with successors ready',
      yesCount: 0,
      noCount: 12,
      status: 'ok',
    },
  ],
  percentages: [{ key: 'genderDiversity', label: 'Gender diversity', value: 50 }],
}

/** An upstream with more than the five named distributions and an extra percentage. */
const extra: OrganizationInfo = {
  region: 'ap',
  fetchedAt: FETCHED_AT,
  distributions: [
    ...healthy.distributions.map((distribution) => ({ ...distribution })),
    {
      key: 'rolesWithMentors',
      label: 'Roles with mentors',
      yesCount: 33,
      noCount: 67,
      status: 'ok',
    },
    {
      key: 'internalHires',
      label: 'Internal hires, "promoted", or moved',
      yesCount: 1,
      noCount: 999,
      status: 'ok',
    },
  ],
  percentages: [
    ...healthy.percentages,
    { key: 'ageDiversity', label: 'Age diversity', value: 63.8 },
  ],
}

export const organizationInfoFixtures = {
  healthy: organizationInfoSchema.parse(healthy),
  nulls: organizationInfoSchema.parse(nulls),
  suppressed: organizationInfoSchema.parse(suppressed),
  extra: organizationInfoSchema.parse(extra),
} as const

export type OrganizationInfoFixture = keyof typeof organizationInfoFixtures

/** Which fixture each region serves by default: each region holds different demo data. */
const REGION_FIXTURES: Record<RegionId, OrganizationInfoFixture> = {
  us: 'healthy',
  eu: 'nulls',
  gov: 'healthy',
  ca: 'suppressed',
  uae: 'healthy',
  us2: 'healthy',
  ap: 'extra',
  phx: 'healthy',
}

/** A region's data, for a region the app knows. */
export type RegionInfo = OrganizationInfo & { region: RegionId }

export function organizationInfoFor(region: RegionId, fetchedAt = FETCHED_AT): RegionInfo {
  return { ...organizationInfoFixtures[REGION_FIXTURES[region]], region, fetchedAt }
}

/** The regions the mock BFF offers (a configured subset, as in a real deployment). */
export const CONFIGURED_REGIONS: readonly RegionId[] = ['us', 'eu', 'ca', 'ap']

/**
 * A configured region id from the URL or a body, in any case as the BFF reads it (`US`, `us`),
 * or undefined (the BFF's `unknown_region`).
 */
export function configuredRegion(value: unknown): RegionId | undefined {
  const id = regionIdFrom(value)
  return id !== undefined && CONFIGURED_REGIONS.includes(id) ? id : undefined
}

export function regionsFixture(signedIn: ReadonlySet<RegionId> = new Set()): RegionsResponse {
  return {
    regions: REGIONS.filter((region) => CONFIGURED_REGIONS.includes(region.id)).map((region) => ({
      id: region.id,
      label: region.label,
      signedIn: signedIn.has(region.id),
    })),
    organizationName: 'Pipeline Diversity',
    demo: false,
    minGroupSize: MIN_GROUP_SIZE,
  }
}

export function sessionFixture(region: RegionId, email = DEMO_EMAIL): SessionInfo {
  return { region, email, expiresAt: '2026-11-21T22:00:00.000Z' }
}
