import * as z from 'zod/mini'

/**
 * The five named distributions of the spec's OrganizationInfoSchema, in the spec's order.
 * They always appear in the normalized answer, in this order.
 */
export const KNOWN_DISTRIBUTIONS = [
  { key: 'pipelinesWithLeaders', label: 'Pipelines with leaders' },
  { key: 'pipelinesWithWomen', label: 'Pipelines with women' },
  { key: 'superstar', label: 'Superstars' },
  { key: 'pipelinesWithDiverseEthnicity', label: 'Pipelines with diverse ethnicity' },
  { key: 'rolesWithSuccessorsReady', label: 'Roles with successors ready' },
] as const

/**
 * Upstream field names of the two percentages the spec mentions without naming ("not shown").
 * The simulator uses these; the BFF treats every numeric property generically, so a real
 * upstream with other names still works.
 */
export const PERCENTAGE_FIELDS = [
  { key: 'genderDiversity', label: 'Gender diversity' },
  { key: 'ethnicDiversity', label: 'Ethnic diversity' },
] as const

export const DISTRIBUTION_STATUSES = ['ok', 'no_data', 'suppressed'] as const
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number]

export const distributionSchema = z.object({
  key: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  yesCount: z.nullable(z.int().check(z.nonnegative())),
  noCount: z.nullable(z.int().check(z.nonnegative())),
  status: z.enum(DISTRIBUTION_STATUSES),
  /** With status `suppressed`: the MIN_GROUP_SIZE that was not reached. */
  minGroupSize: z.optional(z.int().check(z.positive())),
})
export type Distribution = z.infer<typeof distributionSchema>

export const percentageSchema = z.object({
  key: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  // zod 4 numbers are finite: Infinity and NaN are rejected.
  value: z.number(),
})
export type Percentage = z.infer<typeof percentageSchema>

/** The BFF's normalized Organization Info (docs/api.md, "Normalized Organization Info"). */
export const organizationInfoSchema = z.object({
  region: z.string(),
  fetchedAt: z.iso.datetime(),
  distributions: z.array(distributionSchema),
  percentages: z.array(percentageSchema),
})
export type OrganizationInfo = z.infer<typeof organizationInfoSchema>

/**
 * Turns an upstream property name into a label: `pipelinesWithDiverseEthnicity` →
 * `Pipelines with diverse ethnicity`, `roles_with_mentors` → `Roles with mentors`.
 */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.length === 0 ? key : words.charAt(0).toUpperCase() + words.slice(1)
}
