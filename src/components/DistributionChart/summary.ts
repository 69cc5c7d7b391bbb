import { formatCount, formatPercent } from '../../domain/format.ts'
import type { DistributionShares } from '../../domain/percentages.ts'

/** "pipelines" for "Pipelines with leaders"; undefined for a one-word label such as "Superstars". */
export function totalNoun(label: string): string | undefined {
  const words = label.trim().split(/\s+/)
  return words.length > 1 ? words[0]?.toLowerCase() : undefined
}

export function suppressedText(minGroupSize: number | undefined, locale?: string): string {
  return minGroupSize === undefined
    ? 'Hidden to protect privacy: the group is too small'
    : `Hidden to protect privacy: fewer than ${formatCount(minGroupSize, locale)} in this group`
}

export const NO_DATA_TEXT = 'No data reported'

/** One sentence for screen readers and the table caption: "X: 29% yes, 71% no, of 42 pipelines." */
export function distributionSummary(
  label: string,
  shares: DistributionShares,
  locale?: string,
): string {
  switch (shares.status) {
    case 'no_data':
      return `${label}: ${NO_DATA_TEXT.toLowerCase()}.`
    case 'suppressed':
      return `${label}: ${suppressedText(shares.minGroupSize, locale).replace(/^H/, 'h')}.`
    case 'ok': {
      const percent = (value: number) => formatPercent(value, { locale, decimals: shares.decimals })
      const noun = totalNoun(label)
      const total = formatCount(shares.total, locale)
      return `${label}: ${percent(shares.yes)} yes, ${percent(shares.no)} no, of ${total}${noun ? ` ${noun}` : ' in total'}.`
    }
  }
}

/** The counts shown on hover and keyboard focus. */
export function countsText(
  shares: Extract<DistributionShares, { status: 'ok' }>,
  locale?: string,
): string {
  return `Yes: ${formatCount(shares.yesCount, locale)}, no: ${formatCount(shares.noCount, locale)}, total: ${formatCount(shares.total, locale)}`
}
