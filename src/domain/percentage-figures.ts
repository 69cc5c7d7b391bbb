import { PERCENTAGE_FIELDS, type OrganizationInfo } from './organization-info.ts'

/** A percentage figure as the dashboard shows it: `value` null when the platform sent none. */
export interface PercentageItem {
  key: string
  label: string
  value: number | null
}

/**
 * The figures a dashboard shows: the two the specification names, always, in its order (a
 * missing one is "Not reported", never a vanished card), then any other the platform sent.
 */
export function percentageItems(info: Pick<OrganizationInfo, 'percentages'>): PercentageItem[] {
  const byKey = new Map(info.percentages.map((percentage) => [percentage.key, percentage]))
  const known = PERCENTAGE_FIELDS.map(({ key, label }) => ({
    key,
    label,
    value: byKey.get(key)?.value ?? null,
  }))
  const knownKeys = new Set<string>(PERCENTAGE_FIELDS.map(({ key }) => key))
  const extra = info.percentages.filter((percentage) => !knownKeys.has(percentage.key))
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
