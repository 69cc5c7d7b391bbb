import { PERCENTAGE_FIELDS, type OrganizationInfo } from './organization-info.ts'

/**
 * A percentage figure as every surface shows it (screen, CSV, slides, images, print): `value`
 * null unless `status` is `ok`. `not_reported`: the platform sent none; `no_data`: the region
 * counted nothing at all (a new tenant), so the platform's 0 measures nothing (issue 34: "No
 * data", never 0 %).
 */
export interface PercentageItem {
  key: string
  label: string
  value: number | null
  status: 'ok' | 'not_reported' | 'no_data'
}

/**
 * Whether a region counted nothing: it reports distributions and none of them counted a yes or
 * a no (every one 0 and 0, or absent). A withheld one counted some, too few to show.
 */
export function countedNothing(info: Pick<OrganizationInfo, 'distributions'>): boolean {
  return (
    info.distributions.length > 0 &&
    info.distributions.every(
      (distribution) =>
        distribution.status !== 'suppressed' &&
        (distribution.yesCount ?? 0) + (distribution.noCount ?? 0) === 0,
    )
  )
}

function item(key: string, label: string, value: number | null, empty: boolean): PercentageItem {
  if (value === null) return { key, label, value: null, status: 'not_reported' }
  if (empty && value === 0) return { key, label, value: null, status: 'no_data' }
  return { key, label, value, status: 'ok' }
}

/**
 * The figures a dashboard shows: the two the specification names, always, in its order (a
 * missing one is "Not reported", never a vanished card), then any other the platform sent. In a
 * region that counted nothing, a figure of 0 is "No data".
 */
export function percentageItems(
  info: Pick<OrganizationInfo, 'percentages' | 'distributions'>,
): PercentageItem[] {
  const empty = countedNothing(info)
  const byKey = new Map(info.percentages.map((percentage) => [percentage.key, percentage]))
  const known = PERCENTAGE_FIELDS.map(({ key, label }) =>
    item(key, label, byKey.get(key)?.value ?? null, empty),
  )
  const knownKeys = new Set<string>(PERCENTAGE_FIELDS.map(({ key }) => key))
  const extra = info.percentages
    .filter((percentage) => !knownKeys.has(percentage.key))
    .map(({ key, label, value }) => item(key, label, value, empty))
  return [...known, ...extra]
}

/** Decimal places of a percentage figure, on screen, in print and in the CSV alike. */
export const PERCENTAGE_DECIMALS = 1

const plainNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: PERCENTAGE_DECIMALS,
  minimumFractionDigits: PERCENTAGE_DECIMALS,
  useGrouping: false,
})

/**
 * The figure as the screen rounds it (22.75 → "22.8", 41.03 → "41.0"), as plain digits for the
 * CSV: the same Intl rounding as formatPercent, so the file never disagrees with the page.
 */
export function roundedPercentageText(value: number): string {
  return plainNumber.format(value)
}
