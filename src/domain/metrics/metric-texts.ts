import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from './organization-info.ts'
import type { PercentageItem } from './percentage-figures.ts'
import type { DistributionShares } from './percentages.ts'

/**
 * Every sentence that explains what a metric means, in one table: the metrics' names, the cards'
 * definitions, the glossary page, the printout and the CSV all read it from here, as Lingui
 * message descriptors (docs/decisions/0110) rendered with `i18n._()`. Definitions say only what the
 * Talent Platform API specification and this product guarantee, and say where it is silent.
 */

/** What a yes/no metric counts, for its n ("of 42 pipelines"); "in total" when not stated. */
export type CountedUnit = 'pipelines' | 'roles'

/** What a metric means; a metric outside the specification has no name of ours (see metricName). */
export interface MetricDescription {
  /** What a "yes" counts, in a few words (yes/no metrics only). */
  yes?: MessageDescriptor
  /** What a "no" counts (yes/no metrics only). */
  no?: MessageDescriptor
  /** One or two sentences: what the metric is and what the specification leaves open. */
  definition: MessageDescriptor
  /** What the counts of a yes/no metric are counts of. */
  counted?: CountedUnit
}

export interface MetricDefinition extends MetricDescription {
  /** The metric's name (English: as src/domain/metrics/organization-info.ts labels it; a test keeps them equal). */
  term: MessageDescriptor
}

type DistributionKey = (typeof KNOWN_DISTRIBUTIONS)[number]['key']
type PercentageKey = (typeof PERCENTAGE_FIELDS)[number]['key']

export const DISTRIBUTION_DEFINITIONS: Record<DistributionKey, MetricDefinition> = {
  pipelinesWithLeaders: {
    term: msg({
      comment: 'Metric name. HR sense: talent pipelines',
      message: 'Pipelines with leaders',
    }),
    yes: msg({
      comment: 'What a “yes” of this metric counts',
      message: 'pipelines that have a leader',
    }),
    no: msg({ comment: 'What a “no” of this metric counts', message: 'pipelines that have none' }),
    definition: msg`Of the talent pipelines the Talent Platform counts, how many have a leader. The platform decides who counts as a pipeline’s leader; its specification does not define it.`,
    counted: 'pipelines',
  },
  pipelinesWithWomen: {
    term: msg({
      comment: 'Metric name. HR sense: talent pipelines',
      message: 'Pipelines with women',
    }),
    yes: msg({
      comment: 'What a “yes” of this metric counts',
      message: 'pipelines with women in them',
    }),
    no: msg({ comment: 'What a “no” of this metric counts', message: 'pipelines without women' }),
    definition: msg`Of the talent pipelines the Talent Platform counts, how many include women. The specification does not say how many women a pipeline needs to count as “yes”.`,
    counted: 'pipelines',
  },
  superstar: {
    term: msg({
      comment: 'Metric name: people the platform rates as top performers',
      message: 'Superstars',
    }),
    yes: msg({
      comment: 'What a “yes” of this metric counts',
      message: 'people rated as superstars',
    }),
    no: msg({
      comment: 'What a “no” of this metric counts: the other people rated',
      message: 'the others counted',
    }),
    definition: msg`How many of the people the Talent Platform rates are marked as superstars, its own top-performer classification. The specification names the metric (“metrics of superstars”) but defines neither a superstar nor who is counted.`,
  },
  pipelinesWithDiverseEthnicity: {
    term: msg({
      comment: 'Metric name. HR sense: talent pipelines',
      message: 'Pipelines with diverse ethnicity',
    }),
    yes: msg({
      comment: 'What a “yes” of this metric counts',
      message: 'pipelines with diverse ethnicity',
    }),
    no: msg({
      comment: 'What a “no” of this metric counts: pipelines without diverse ethnicity',
      message: 'pipelines without',
    }),
    definition: msg`Of the talent pipelines the Talent Platform counts, how many it records as ethnically diverse. The specification does not define the criterion.`,
    counted: 'pipelines',
  },
  rolesWithSuccessorsReady: {
    term: msg({
      comment:
        'Metric name. HR sense: succession planning, a successor ready to step into the role',
      message: 'Roles with successors ready',
    }),
    yes: msg({
      comment: 'What a “yes” of this metric counts',
      message: 'roles with a successor ready',
    }),
    no: msg({
      comment: 'What a “no” of this metric counts: roles without a successor ready',
      message: 'roles without one',
    }),
    definition: msg`Of the roles the Talent Platform tracks for succession, how many have a successor ready to step in. The platform decides when a successor is ready; the specification does not define it.`,
    counted: 'roles',
  },
}

export const PERCENTAGE_DEFINITIONS: Record<PercentageKey, MetricDefinition> = {
  genderDiversity: {
    term: msg({ comment: 'Metric name', message: 'Gender diversity' }),
    definition: msg`The gender diversity the Talent Platform records for the organisation, as a percentage (0–100 %). The specification names this figure but not what it is a share of (for example all employees, or the people in pipelines) nor how it is computed, so no count is shown for it. It is shown as reported, to one decimal place.`,
  },
  ethnicDiversity: {
    term: msg({ comment: 'Metric name', message: 'Ethnic diversity' }),
    definition: msg`The ethnic diversity the Talent Platform records for the organisation, as a percentage (0–100 %). The specification names this figure but not what it is a share of (for example all employees, or the people in pipelines) nor how it is computed, so no count is shown for it. It is shown as reported, to one decimal place.`,
  },
}

function isKey<K extends string>(table: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(table, key)
}

/**
 * A metric's name in the reader's language, by its key: the BFF's `label` is English. A metric
 * outside the specification has no name in the catalogs and keeps the platform's label.
 */
export function metricName(i18n: I18n, key: string, label: string): string {
  if (isKey(DISTRIBUTION_DEFINITIONS, key)) return i18n._(DISTRIBUTION_DEFINITIONS[key].term)
  if (isKey(PERCENTAGE_DEFINITIONS, key)) return i18n._(PERCENTAGE_DEFINITIONS[key].term)
  return label
}

/** The definition of a yes/no metric; a metric the specification does not name gets a generic one. */
export function distributionDefinition(key: string, label: string): MetricDescription {
  if (isKey(DISTRIBUTION_DEFINITIONS, key)) return DISTRIBUTION_DEFINITIONS[key]
  const metricLabel = label
  const field = key
  return {
    yes: msg({
      comment:
        'What a “yes” of a metric the dashboard does not know counts; {metricLabel} is the platform’s name of the metric',
      message: `yes answers to “${metricLabel}”`,
    }),
    no: msg({
      comment: 'What a “no” of a metric the dashboard does not know counts',
      message: 'no answers',
    }),
    definition: msg({
      comment: '{field} is the property name the platform sends (not translated)',
      message: `A yes/no metric the Talent Platform reports beyond the five of its specification (field “${field}”). The dashboard shows it as reported; the specification does not define it.`,
    }),
  }
}

/** The definition of a percentage figure; one the specification does not name gets a generic one. */
export function percentageDefinition(key: string, label: string): MetricDescription {
  if (isKey(PERCENTAGE_DEFINITIONS, key)) return PERCENTAGE_DEFINITIONS[key]
  const metricLabel = label
  const field = key
  return {
    definition: msg({
      comment:
        '{field} is the property name the platform sends (not translated); {metricLabel} is its name as the platform labels it',
      message: `A percentage the Talent Platform reports beyond the two of its specification (field “${field}”, shown as “${metricLabel}”). The specification names this figure but not what it is a share of (for example all employees, or the people in pipelines) nor how it is computed, so no count is shown for it. It is shown as reported, to one decimal place.`,
    }),
  }
}

/** States of a card or CSV row without numbers. */
export const STATUS_TEXTS = {
  /** A count (or a percentage) is absent or null upstream. */
  notReported: msg({
    comment: 'Status of a metric: the platform sent no value (not the same as zero)',
    message: 'Not reported',
  }),
  /** Both counts are zero: nothing to divide, but not missing either. */
  noneCounted: msg({
    comment: 'Status of a metric: the platform counted zero yes and zero no',
    message: 'None counted',
  }),
  reported: msg({
    comment: 'Status of a metric in the table and the CSV: the platform sent its value',
    message: 'Reported',
  }),
  /** A region that counted nothing at all: its figures (the platform's 0) measure nothing. */
  noData: msg({
    comment:
      'Status of a figure of a region that counted nothing at all (a new tenant): not 0 %, no data',
    message: 'No data',
  }),
  /** Under a reported percentage figure: the platform does not say what it is a share of. */
  baseNotStated: msg`Base not stated by the platform`,
} as const satisfies Record<string, MessageDescriptor>

/**
 * Whole numbers as the locale writes them. Intl directly, not ../text/format.ts: this module imports
 * nothing of the app, so the lazy chunks that share it never pull the entry's modules apart
 * (decision 0104).
 */
function formatCount(value: number, locale?: string): string {
  return value.toLocaleString(locale, { maximumFractionDigits: 0 })
}

/** "Hidden: fewer than 5" (CSV status, short). */
export function hiddenShortText(
  i18n: I18n,
  minGroupSize: number | undefined,
  locale?: string,
): string {
  if (minGroupSize === undefined) {
    return i18n._(
      msg({
        comment: 'CSV status: the counts are withheld to protect privacy',
        message: 'Hidden: group too small',
      }),
    )
  }
  const minimumGroupSize = formatCount(minGroupSize, locale)
  return i18n._(
    msg({
      comment:
        'CSV status: the counts are withheld to protect privacy; {minimumGroupSize} is the minimum group size',
      message: `Hidden: fewer than ${minimumGroupSize}`,
    }),
  )
}

/** What a card without numbers says: "Not reported", "None counted" or "Hidden …". */
export function statusText(
  i18n: I18n,
  shares: Exclude<DistributionShares, { status: 'ok' }>,
  locale?: string,
): string {
  if (shares.status === 'suppressed') return hiddenText(i18n, shares.minGroupSize, locale)
  return i18n._(
    shares.reason === 'none_counted' ? STATUS_TEXTS.noneCounted : STATUS_TEXTS.notReported,
  )
}

/** What a percentage figure without a value says: "Not reported" or "No data". */
export function percentageStatusText(i18n: I18n, item: Pick<PercentageItem, 'status'>): string {
  return i18n._(item.status === 'no_data' ? STATUS_TEXTS.noData : STATUS_TEXTS.notReported)
}

/** "Hidden to protect privacy: fewer than 5 in this group" (cards). */
export function hiddenText(i18n: I18n, minGroupSize: number | undefined, locale?: string): string {
  if (minGroupSize === undefined)
    return i18n._(msg`Hidden to protect privacy: the group is too small`)
  const minimumGroupSize = formatCount(minGroupSize, locale)
  return i18n._(
    msg({
      comment: '{minimumGroupSize} is the minimum group size',
      message: `Hidden to protect privacy: fewer than ${minimumGroupSize} in this group`,
    }),
  )
}

/** The n of a yes/no metric: "of 42 pipelines", "of 3,500 roles", "of 60 in total". */
export function countedText(
  i18n: I18n,
  total: number,
  counted: CountedUnit | undefined,
  locale?: string,
): string {
  const formattedTotal = formatCount(total, locale)
  switch (counted) {
    case 'pipelines':
      return i18n._(
        msg({
          comment: 'The n under a chart: how many talent pipelines (HR sense) the shares are of',
          message: plural(total, {
            one: `of ${formattedTotal} pipeline`,
            other: `of ${formattedTotal} pipelines`,
          }),
        }),
      )
    case 'roles':
      return i18n._(
        msg({
          comment: 'The n under a chart: how many roles the shares are of',
          message: plural(total, {
            one: `of ${formattedTotal} role`,
            other: `of ${formattedTotal} roles`,
          }),
        }),
      )
    case undefined:
      return i18n._(
        msg({
          comment: 'The n under a chart: how many were counted in all',
          message: `of ${formattedTotal} in total`,
        }),
      )
  }
}

/** Terms of the glossary that are not metrics, in the order the page shows them. */
export const GLOSSARY_TERMS = [
  {
    id: 'pipeline',
    term: msg({ comment: 'Glossary term. HR sense: a talent pipeline', message: 'Pipeline' }),
    definition: msg`A talent pipeline in the Talent Platform: the people being prepared for a role or a group of roles. The platform’s specification uses the word without defining it further; the dashboard shows the platform’s counts as they are.`,
  },
  {
    id: 'yes-no',
    term: msg`Yes and no shares`,
    definition: msg`Each yes/no metric is reported as two counts, “yes” (the platform’s “true or positive” value) and “no” (“false or negative”). The dashboard shows each as a share of yes + no, in whole percentages that add up to exactly 100 %; the count behind them, n, is shown on every card (“of 42 pipelines”). The CSV and the table give the counts too.`,
  },
  {
    id: 'percentages',
    term: msg`Diversity percentages`,
    definition: msg`Gender and ethnic diversity are single percentages the platform records for the organisation. The specification names this figure but not what it is a share of (for example all employees, or the people in pipelines) nor how it is computed, so no count is shown for it. It is shown as reported, to one decimal place.`,
  },
  {
    id: 'hidden',
    term: msg`Hidden groups`,
    definition: msg`When yes + no of a metric is below the minimum group size (5 unless the operator changed it), the server withholds both counts and the card says “Hidden”: in a group that small, a percentage could reveal individual people’s answers. The counts never reach the browser.`,
  },
  {
    id: 'not-reported',
    term: STATUS_TEXTS.notReported,
    definition: msg`The platform sent no value (a count or a percentage is missing or empty). This is not the same as zero.`,
  },
  {
    id: 'none-counted',
    term: STATUS_TEXTS.noneCounted,
    definition: msg`The platform reported zero yes and zero no: nothing was counted, so there is no share to show. Typical of a new tenant.`,
  },
  {
    id: 'as-of',
    term: msg({
      comment: 'Glossary term: the time the figures were read, as in “As of Nov 21, 2026”',
      message: 'As of',
    }),
    definition: msg`The date and time the dashboard last read the figures from the platform. Refresh reads them again.`,
  },
  {
    id: 'interval',
    term: msg({ comment: 'Statistics: the 95 % confidence interval', message: '95% interval' }),
    definition: msg`How far a yes share could differ by chance alone, given how many pipelines or roles were counted: the Wilson score interval at 95% confidence, shown in the trend tables, tooltips and the comparison. A wide interval means a small group. It is not a forecast.`,
  },
  {
    id: 'steady-rise',
    term: msg({
      comment:
        'Glossary term: the judgement of a trend, as in “12 months: +10 points, a steady rise”',
      message: 'Steady rise',
    }),
    definition: msg`What a trend line says when a yes share went up through the whole period, not only from its first day to its last: its slope over every day is clearly more than the share’s day-to-day movement (5% level), and it was neither one jump nor a rise then a fall. “A steady fall” is the same downward.`,
  },
  {
    id: 'demo-data',
    term: msg({
      comment: 'Badge: the figures are generated for a demonstration',
      message: 'Demo data',
    }),
    definition: msg`Figures the dashboard’s demo mode generates so that it can be tried without a Talent Platform: not any organisation’s real data. Trend charts and every image or export made from them say “Demo data”.`,
  },
] as const satisfies readonly {
  id: string
  term: MessageDescriptor
  definition: MessageDescriptor
}[]

/** Anchor of a term or metric on the glossary page. */
export function glossaryAnchor(key: string): string {
  return key.replace(/[^a-zA-Z0-9_-]/g, '-')
}
