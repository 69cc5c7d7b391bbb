import { formatCount, formatPercent } from '../../domain/format.ts'
import { countedText, hiddenText, STATUS_TEXTS } from '../../domain/metric-texts.ts'
import type { DistributionShares } from '../../domain/percentages.ts'

/** "pipelines" for "Pipelines with leaders"; undefined for a one-word label such as "Superstars". */
export function totalNoun(label: string): string | undefined {
  const words = label.trim().split(/\s+/)
  return words.length > 1 ? words[0]?.toLowerCase() : undefined
}

/** What a card without numbers says: "Not reported", "None counted" or "Hidden …". */
export function statusText(
  shares: Exclude<DistributionShares, { status: 'ok' }>,
  locale?: string,
): string {
  if (shares.status === 'suppressed') return hiddenText(shares.minGroupSize, locale)
  return shares.reason === 'none_counted' ? STATUS_TEXTS.noneCounted : STATUS_TEXTS.notReported
}

/** One sentence for screen readers and the table caption: "X: 29% yes, 71% no, of 42 pipelines." */
export function distributionSummary(
  label: string,
  shares: DistributionShares,
  locale?: string,
): string {
  if (shares.status !== 'ok') {
    const text = statusText(shares, locale)
    return `${label}: ${text.charAt(0).toLowerCase()}${text.slice(1)}.`
  }
  const percent = (value: number) => formatPercent(value, { locale, decimals: shares.decimals })
  return `${label}: ${percent(shares.yes)} yes, ${percent(shares.no)} no, ${countedText(shares.total, totalNoun(label), locale)}.`
}

/** The counts shown on hover and keyboard focus. */
export function countsText(
  shares: Extract<DistributionShares, { status: 'ok' }>,
  locale?: string,
): string {
  return `Yes: ${formatCount(shares.yesCount, locale)}, no: ${formatCount(shares.noCount, locale)}, total: ${formatCount(shares.total, locale)}`
}
