import type { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from './organization-info.ts'

/**
 * Every sentence that explains what a metric means, in one table: the cards' definitions, the
 * glossary page, the printout and the CSV all read it from here (so a translation replaces this
 * file, not strings spread over components). Definitions say only what the Talent Platform API
 * specification and this product guarantee, and say where the specification is silent.
 */

export interface MetricDefinition {
  /** The metric's name, as src/domain/organization-info.ts labels it (a test keeps them equal). */
  term: string
  /** What a "yes" counts, in a few words (yes/no metrics only). */
  yes?: string
  /** What a "no" counts (yes/no metrics only). */
  no?: string
  /** One or two sentences: what the metric is and what the specification leaves open. */
  definition: string
}

type DistributionKey = (typeof KNOWN_DISTRIBUTIONS)[number]['key']
type PercentageKey = (typeof PERCENTAGE_FIELDS)[number]['key']

export const DISTRIBUTION_DEFINITIONS: Record<DistributionKey, MetricDefinition> = {
  pipelinesWithLeaders: {
    term: 'Pipelines with leaders',
    yes: 'pipelines that have a leader',
    no: 'pipelines that have none',
    definition:
      'Of the talent pipelines the Talent Platform counts, how many have a leader. The platform decides who counts as a pipeline’s leader; its specification does not define it.',
  },
  pipelinesWithWomen: {
    term: 'Pipelines with women',
    yes: 'pipelines with women in them',
    no: 'pipelines without women',
    definition:
      'Of the talent pipelines the Talent Platform counts, how many include women. The specification does not say how many women a pipeline needs to count as “yes”.',
  },
  superstar: {
    term: 'Superstars',
    yes: 'people rated as superstars',
    no: 'the others counted',
    definition:
      'How many of the people the Talent Platform rates are marked as superstars, its own top-performer classification. The specification names the metric (“metrics of superstars”) but defines neither a superstar nor who is counted.',
  },
  pipelinesWithDiverseEthnicity: {
    term: 'Pipelines with diverse ethnicity',
    yes: 'pipelines with diverse ethnicity',
    no: 'pipelines without',
    definition:
      'Of the talent pipelines the Talent Platform counts, how many it records as ethnically diverse. The specification does not define the criterion.',
  },
  rolesWithSuccessorsReady: {
    term: 'Roles with successors ready',
    yes: 'roles with a successor ready',
    no: 'roles without one',
    definition:
      'Of the roles the Talent Platform tracks for succession, how many have a successor ready to step in. The platform decides when a successor is ready; the specification does not define it.',
  },
}

const PERCENTAGE_NOTE =
  'The specification names this figure but not what it is a share of (for example all employees, or the people in pipelines) nor how it is computed, so no count is shown for it. It is shown as reported, to one decimal place.'

export const PERCENTAGE_DEFINITIONS: Record<PercentageKey, MetricDefinition> = {
  genderDiversity: {
    term: 'Gender diversity',
    definition: `The gender diversity the Talent Platform records for the organisation, as a percentage (0–100 %). ${PERCENTAGE_NOTE}`,
  },
  ethnicDiversity: {
    term: 'Ethnic diversity',
    definition: `The ethnic diversity the Talent Platform records for the organisation, as a percentage (0–100 %). ${PERCENTAGE_NOTE}`,
  },
}

function isKey<K extends string>(table: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(table, key)
}

/** The definition of a yes/no metric; a metric the specification does not name gets a generic one. */
export function distributionDefinition(key: string, label: string): MetricDefinition {
  if (isKey(DISTRIBUTION_DEFINITIONS, key)) return DISTRIBUTION_DEFINITIONS[key]
  return {
    term: label,
    yes: `yes answers to “${label}”`,
    no: 'no answers',
    definition: `A yes/no metric the Talent Platform reports beyond the five of its specification (field “${key}”). The dashboard shows it as reported; the specification does not define it.`,
  }
}

/** The definition of a percentage figure; one the specification does not name gets a generic one. */
export function percentageDefinition(key: string, label: string): MetricDefinition {
  if (isKey(PERCENTAGE_DEFINITIONS, key)) return PERCENTAGE_DEFINITIONS[key]
  return {
    term: label,
    definition: `A percentage the Talent Platform reports beyond the two of its specification (field “${key}”, shown as “${label}”). ${PERCENTAGE_NOTE}`,
  }
}

/** States of a card or CSV row without numbers. */
export const STATUS_TEXTS = {
  /** A count (or a percentage) is absent or null upstream. */
  notReported: 'Not reported',
  /** Both counts are zero: nothing to divide, but not missing either. */
  noneCounted: 'None counted',
  reported: 'Reported',
  /** Under a reported percentage figure: the platform does not say what it is a share of. */
  baseNotStated: 'Base not stated by the platform',
} as const

/**
 * Whole numbers as the locale writes them. Intl directly, not format.ts: this module imports
 * nothing, so the lazy chunks that share it never pull the entry's modules apart (decision 0104).
 */
function formatCount(value: number, locale?: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 0 })
}

/** "Hidden: fewer than 5" (CSV status, short). */
export function hiddenShortText(minGroupSize: number | undefined, locale?: string): string {
  return minGroupSize === undefined
    ? 'Hidden: group too small'
    : `Hidden: fewer than ${formatCount(minGroupSize, locale)}`
}

/** "Hidden to protect privacy: fewer than 5 in this group" (cards). */
export function hiddenText(minGroupSize: number | undefined, locale?: string): string {
  return minGroupSize === undefined
    ? 'Hidden to protect privacy: the group is too small'
    : `Hidden to protect privacy: fewer than ${formatCount(minGroupSize, locale)} in this group`
}

/** "of 42 pipelines", "of 60 in total". */
export function countedText(total: number, counted: string | undefined, locale?: string): string {
  return `of ${formatCount(total, locale)} ${counted ?? 'in total'}`
}

/** Terms of the glossary that are not metrics, in the order the page shows them. */
export const GLOSSARY_TERMS = [
  {
    id: 'pipeline',
    term: 'Pipeline',
    definition:
      'A talent pipeline in the Talent Platform: the people being prepared for a role or a group of roles. The platform’s specification uses the word without defining it further; the dashboard shows the platform’s counts as they are.',
  },
  {
    id: 'yes-no',
    term: 'Yes and no shares',
    definition:
      'Each yes/no metric is reported as two counts, “yes” (the platform’s “true or positive” value) and “no” (“false or negative”). The dashboard shows each as a share of yes + no, in whole percentages that add up to exactly 100 %; the count behind them, n, is shown on every card (“of 42 pipelines”). The CSV and the table give the counts too.',
  },
  {
    id: 'percentages',
    term: 'Diversity percentages',
    definition: `Gender and ethnic diversity are single percentages the platform records for the organisation. ${PERCENTAGE_NOTE}`,
  },
  {
    id: 'hidden',
    term: 'Hidden groups',
    definition:
      'When yes + no of a metric is below the minimum group size (5 unless the operator changed it), the server withholds both counts and the card says “Hidden”: in a group that small, a percentage could reveal individual people’s answers. The counts never reach the browser.',
  },
  {
    id: 'not-reported',
    term: 'Not reported',
    definition:
      'The platform sent no value (a count or a percentage is missing or empty). This is not the same as zero.',
  },
  {
    id: 'none-counted',
    term: 'None counted',
    definition:
      'The platform reported zero yes and zero no: nothing was counted, so there is no share to show. Typical of a new tenant.',
  },
  {
    id: 'as-of',
    term: 'As of',
    definition:
      'The date and time the dashboard last read the figures from the platform. Refresh reads them again.',
  },
] as const

/** Anchor of a term or metric on the glossary page. */
export function glossaryAnchor(key: string): string {
  return key.replace(/[^a-zA-Z0-9_-]/g, '-')
}
