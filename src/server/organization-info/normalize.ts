import { z } from 'zod'
import {
  KNOWN_DISTRIBUTIONS,
  PERCENTAGE_FIELDS,
  labelFromKey,
} from '../../domain/metrics/organization-info.ts'
import type {
  Distribution,
  OrganizationInfo,
  Percentage,
} from '../../domain/metrics/organization-info.ts'

/**
 * Turns whatever the upstream's Organization Info answer holds into the BFF's normalized shape
 * (docs/api.md, "Normalized Organization Info"). Pure and total: unknown or odd fields never
 * make it throw; they are left out or reported as `no_data`. A percentage outside 0–100 is such a
 * contract break (decision 0174): left out, so a named one reads "Not reported", and reported to
 * `onContractBreak` for the log.
 */

const countSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable()

/** A BinaryDistribution as the spec describes it: both counts nullable, either may be absent. */
const binaryDistributionSchema = z
  .object({ yesCount: countSchema.optional(), noCount: countSchema.optional() })
  .loose()
  .refine((value) => 'yesCount' in value || 'noCount' in value)

const plainObjectSchema = z.record(z.string(), z.unknown())

/** Property names the BFF is willing to echo as extra keys (keeps junk out of the answer). */
const EXTRA_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
/** At most this many extra distributions and percentages each. */
export const MAX_EXTRAS = 50

const KNOWN_KEYS: ReadonlySet<string> = new Set(KNOWN_DISTRIBUTIONS.map((known) => known.key))

/** Accepts `{"data": {...}}` or the bare object. */
export function unwrapEnvelope(body: unknown): Record<string, unknown> {
  const outer = plainObjectSchema.safeParse(body)
  if (!outer.success) return {}
  const hasKnownKey = Object.keys(outer.data).some((key) => KNOWN_KEYS.has(key))
  const inner = plainObjectSchema.safeParse(outer.data.data)
  return !hasKnownKey && inner.success ? inner.data : outer.data
}

export function distributionStatus(
  yesCount: number | null,
  noCount: number | null,
  minGroupSize: number,
  minCellSize?: number,
): Pick<Distribution, 'yesCount' | 'noCount' | 'status' | 'minGroupSize'> {
  if (yesCount === null || noCount === null) {
    return { yesCount: null, noCount: null, status: 'no_data' }
  }
  // Zero is not missing: both zeros are kept, so the dashboard can say "None counted".
  if (yesCount + noCount === 0) return { yesCount: 0, noCount: 0, status: 'no_data' }
  if (minGroupSize > 0 && yesCount + noCount < minGroupSize) {
    return { yesCount: null, noCount: null, status: 'suppressed', minGroupSize }
  }
  // MIN_CELL_SIZE (issue 24): a yes or no count below it is withheld like a small total.
  if (minCellSize !== undefined && (yesCount < minCellSize || noCount < minCellSize)) {
    return { yesCount: null, noCount: null, status: 'suppressed' }
  }
  return { yesCount, noCount, status: 'ok' }
}

/**
 * A stored distribution as served under today's MIN_CELL_SIZE: history recorded before the
 * setting (or generated for the demo) keeps no small cell either.
 */
export function withSmallCellsWithheld(
  distribution: Distribution,
  minCellSize?: number,
): Distribution {
  if (minCellSize === undefined || distribution.status !== 'ok') return distribution
  const { key, label, yesCount, noCount } = distribution
  return { key, label, ...distributionStatus(yesCount, noCount, 0, minCellSize) }
}

function toDistribution(
  key: string,
  label: string,
  value: unknown,
  minGroupSize: number,
  minCellSize: number | undefined,
): Distribution {
  const parsed = binaryDistributionSchema.safeParse(value)
  const yesCount = parsed.success ? (parsed.data.yesCount ?? null) : null
  const noCount = parsed.success ? (parsed.data.noCount ?? null) : null
  return { key, label, ...distributionStatus(yesCount, noCount, minGroupSize, minCellSize) }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** The lowest and highest value a percentage may have. */
const PERCENTAGE_RANGE = { min: 0, max: 100 } as const

function inPercentageRange(value: number): boolean {
  return value >= PERCENTAGE_RANGE.min && value <= PERCENTAGE_RANGE.max
}

/** A metric the upstream sent against the contract, for the log: its key and what was wrong. */
interface ContractBreak {
  readonly key: string
  readonly reason: 'percentage_out_of_range'
}

export interface NormalizeOptions {
  readonly region: string
  readonly fetchedAt: Date
  readonly minGroupSize: number
  /** Told of each metric left out as a contract break. */
  readonly onContractBreak?: (contractBreak: ContractBreak) => void
  /** MIN_CELL_SIZE: withhold a distribution whose yes or no count is below it; unset: off. */
  readonly minCellSize?: number | undefined
}

export function normalizeOrganizationInfo(
  body: unknown,
  options: NormalizeOptions,
): OrganizationInfo {
  const source = unwrapEnvelope(body)
  const { minGroupSize, minCellSize } = options
  /** A finite number in 0–100; an out-of-range one is reported and left out. */
  const percentageValue = (key: string, value: number): number | undefined => {
    if (inPercentageRange(value)) return value
    options.onContractBreak?.({ key, reason: 'percentage_out_of_range' })
    return undefined
  }

  const distributions: Distribution[] = KNOWN_DISTRIBUTIONS.map((known) =>
    toDistribution(known.key, known.label, source[known.key], minGroupSize, minCellSize),
  )
  const percentages: Percentage[] = []
  for (const field of PERCENTAGE_FIELDS) {
    const raw = source[field.key]
    const value = isFiniteNumber(raw) ? percentageValue(field.key, raw) : undefined
    if (value !== undefined) percentages.push({ key: field.key, label: field.label, value })
  }

  const knownPercentageKeys: ReadonlySet<string> = new Set(PERCENTAGE_FIELDS.map((f) => f.key))
  let extraDistributions = 0
  for (const [key, value] of Object.entries(source)) {
    if (KNOWN_KEYS.has(key) || knownPercentageKeys.has(key) || !EXTRA_KEY_PATTERN.test(key)) {
      continue
    }
    if (isFiniteNumber(value)) {
      const checked = percentageValue(key, value)
      if (checked !== undefined && percentages.length < PERCENTAGE_FIELDS.length + MAX_EXTRAS) {
        percentages.push({ key, label: labelFromKey(key), value: checked })
      }
    } else if (
      extraDistributions < MAX_EXTRAS &&
      binaryDistributionSchema.safeParse(value).success
    ) {
      extraDistributions += 1
      distributions.push(toDistribution(key, labelFromKey(key), value, minGroupSize, minCellSize))
    }
  }

  return {
    region: options.region,
    fetchedAt: options.fetchedAt.toISOString(),
    distributions,
    percentages,
  }
}
