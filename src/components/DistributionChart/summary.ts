import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCount, formatPercent } from '../../domain/text/format.ts'
import {
  countedText,
  distributionDefinition,
  metricName,
  statusText,
} from '../../domain/metrics/metric-texts.ts'
import type { Distribution } from '../../domain/metrics/organization-info.ts'
import type { DistributionShares } from '../../domain/metrics/percentages.ts'

// The cards' status words live in the domain, where the slides read them too (decision 0192).
export { statusText }

/** "of 42 pipelines": the n of a yes/no metric whose shares are shown. */
export function distributionCountedText(
  i18n: I18n,
  distribution: Pick<Distribution, 'key' | 'label'>,
  total: number,
  locale?: string,
): string {
  const { counted } = distributionDefinition(distribution.key, distribution.label)
  return countedText(i18n, total, counted, locale)
}

/** One sentence for screen readers and the images: "X: 29% yes, 71% no, of 42 pipelines." */
export function distributionSummary(
  i18n: I18n,
  distribution: Pick<Distribution, 'key' | 'label'>,
  shares: DistributionShares,
  locale?: string,
): string {
  const metric = metricName(i18n, distribution.key, distribution.label)
  if (shares.status !== 'ok') {
    const status = statusText(i18n, shares, locale)
    return i18n._(
      msg({
        comment:
          'Summary of a chart without numbers; {status} is e.g. “Not reported” or “Hidden to protect privacy: …”',
        message: `${metric}: ${status}.`,
      }),
    )
  }
  const yesShare = formatPercent(shares.yes, { locale, decimals: shares.decimals })
  const noShare = formatPercent(shares.no, { locale, decimals: shares.decimals })
  const counted = distributionCountedText(i18n, distribution, shares.total, locale)
  return i18n._(
    msg({
      comment: 'Summary of a yes/no chart for screen readers; {counted} is e.g. “of 42 pipelines”',
      message: `${metric}: ${yesShare} yes, ${noShare} no, ${counted}.`,
    }),
  )
}

/** The counts shown on hover and keyboard focus. */
export function countsText(
  i18n: I18n,
  shares: Extract<DistributionShares, { status: 'ok' }>,
  locale?: string,
): string {
  const yesCount = formatCount(shares.yesCount, locale)
  const noCount = formatCount(shares.noCount, locale)
  const total = formatCount(shares.total, locale)
  return i18n._(
    msg({
      comment: 'The counts behind a yes/no chart, shown on hover and focus',
      message: `Yes: ${yesCount}, no: ${noCount}, total: ${total}`,
    }),
  )
}
