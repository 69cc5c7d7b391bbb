import type { RegionId } from '../domain/regions/regions.ts'

/**
 * Demo data of the simulator: the demo user (the same in every region) and one Organization
 * Info dataset per region. Plain data, so end-to-end tests can compute the percentages they
 * expect from it. docs/simulator.md lists which region exercises which case.
 */

export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_API_KEY = 'demo-api-key'

/** A BinaryDistribution of the spec: both counts nullable. */
export interface UpstreamBinaryDistribution {
  readonly yesCount: number | null
  readonly noCount: number | null
}

/** One property of the upstream OrganizationInfoSchema: a distribution, a percentage or null. */
type OrganizationInfoValue = UpstreamBinaryDistribution | number | null

export type OrganizationInfoPayload = Readonly<Record<string, OrganizationInfoValue>>

export interface DemoDataset {
  /** What this region's data exercises. */
  readonly description: string
  readonly organizationInfo: OrganizationInfoPayload
}

function dist(yesCount: number | null, noCount: number | null): UpstreamBinaryDistribution {
  return { yesCount, noCount }
}

export const DEMO_DATASETS: Readonly<Record<RegionId, DemoDataset>> = {
  us: {
    description: 'Healthy data: all five distributions present, every total at least 20.',
    organizationInfo: {
      pipelinesWithLeaders: dist(12, 30),
      pipelinesWithWomen: dist(21, 19),
      superstar: dist(8, 52),
      pipelinesWithDiverseEthnicity: dist(17, 25),
      rolesWithSuccessorsReady: dist(9, 27),
      genderDiversity: 41.5,
      ethnicDiversity: 37.2,
    },
  },
  eu: {
    description: 'Null counts: a whole distribution is null and another has one null count.',
    organizationInfo: {
      pipelinesWithLeaders: dist(40, 60),
      pipelinesWithWomen: dist(14, null),
      superstar: null,
      pipelinesWithDiverseEthnicity: dist(33, 47),
      rolesWithSuccessorsReady: dist(25, 25),
      genderDiversity: 48.3,
      ethnicDiversity: 29.9,
    },
  },
  gov: {
    description: 'Zero and small totals: one distribution is 0/0, two are below five.',
    organizationInfo: {
      pipelinesWithLeaders: dist(55, 45),
      pipelinesWithWomen: dist(1, 2),
      superstar: dist(0, 0),
      pipelinesWithDiverseEthnicity: dist(3, 1),
      rolesWithSuccessorsReady: dist(30, 70),
      genderDiversity: 36,
      ethnicDiversity: 22.75,
    },
  },
  ca: {
    description: 'Unknown fields: an extra distribution (pipelinesWithVeterans) and percentage.',
    organizationInfo: {
      pipelinesWithLeaders: dist(18, 22),
      pipelinesWithWomen: dist(26, 24),
      superstar: dist(6, 44),
      pipelinesWithDiverseEthnicity: dist(20, 30),
      rolesWithSuccessorsReady: dist(11, 29),
      pipelinesWithVeterans: dist(7, 43),
      genderDiversity: 52.1,
      ethnicDiversity: 44.8,
      ageDiversity: 61.2,
    },
  },
  uae: {
    description: 'No percentages: the two percentage fields are absent; counts are ordinary.',
    organizationInfo: {
      pipelinesWithLeaders: dist(10, 15),
      pipelinesWithWomen: dist(8, 17),
      superstar: dist(5, 20),
      pipelinesWithDiverseEthnicity: dist(12, 13),
      rolesWithSuccessorsReady: dist(7, 18),
    },
  },
  us2: {
    description: 'Large counts (tens of thousands) and extreme shares (0 % and 100 %).',
    organizationInfo: {
      pipelinesWithLeaders: dist(12_480, 31_920),
      pipelinesWithWomen: dist(22_015, 21_985),
      superstar: dist(0, 44_400),
      pipelinesWithDiverseEthnicity: dist(44_400, 0),
      rolesWithSuccessorsReady: dist(9_876, 34_524),
      genderDiversity: 49.6,
      ethnicDiversity: 41.03,
    },
  },
  ap: {
    description: 'A new tenant: every distribution is 0/0 and both percentages are 0.',
    organizationInfo: {
      pipelinesWithLeaders: dist(0, 0),
      pipelinesWithWomen: dist(0, 0),
      superstar: dist(0, 0),
      pipelinesWithDiverseEthnicity: dist(0, 0),
      rolesWithSuccessorsReady: dist(0, 0),
      genderDiversity: 0,
      ethnicDiversity: 0,
    },
  },
  phx: {
    description: 'Mixed: ordinary values, one total exactly at five, one count null.',
    organizationInfo: {
      pipelinesWithLeaders: dist(2, 3),
      pipelinesWithWomen: dist(31, 29),
      superstar: dist(4, 36),
      pipelinesWithDiverseEthnicity: dist(null, 12),
      rolesWithSuccessorsReady: dist(19, 21),
      genderDiversity: 50.8,
      ethnicDiversity: 33.3,
    },
  },
}
