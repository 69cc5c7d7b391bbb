import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  distributionDefinition,
  glossaryAnchor,
  metricName,
} from '../../domain/metrics/metric-texts.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import type { Distribution } from '../../domain/metrics/organization-info.ts'
import { distributionShares } from '../../domain/metrics/percentages.ts'
import { DistributionChart } from '../DistributionChart/DistributionChart.tsx'
import { distributionCountedText } from '../DistributionChart/summary.ts'
import type { ImageFormat } from './ImageMenu.tsx'
import { MetricCardFrame } from './MetricCardFrame.tsx'

export interface DistributionCardProps {
  distribution: Distribution
  decimals?: number | undefined
  locale?: string | undefined
  /** The glossary page: definitions and the hidden-group note link to it. */
  glossaryHref?: string | undefined
  /** A line under the chart (a change since last time); nothing by default. */
  trend?: ReactNode
  /** The organization's own definitions, shown instead of the built-in ones where it has one. */
  wording?: OrganizationWording | undefined
  /** Saves the card as an image (PNG or SVG); no download menu without it. */
  onDownloadImage?: ((format: ImageFormat) => void) | undefined
}

/** One yes/no metric as a card: its chart, "of 42 pipelines", why it is hidden, its definition. */
export function DistributionCard({
  distribution,
  decimals,
  locale,
  glossaryHref,
  trend,
  wording,
  onDownloadImage,
}: DistributionCardProps) {
  const { i18n } = useLingui()
  const shares = distributionShares(distribution, decimals === undefined ? {} : { decimals })
  const definition = distributionDefinition(distribution.key, distribution.label)
  const n =
    shares.status === 'ok'
      ? distributionCountedText(i18n, distribution, shares.total, locale)
      : undefined
  const note =
    shares.status === 'suppressed' && glossaryHref !== undefined ? (
      <a href={`${glossaryHref}#${glossaryAnchor('hidden')}`}>
        <Trans>Why small groups are hidden</Trans>
      </a>
    ) : undefined
  return (
    <MetricCardFrame
      testId={`card-${distribution.key}`}
      term={metricName(i18n, distribution.key, distribution.label)}
      definition={wording?.(distribution.key) ?? i18n._(definition.definition)}
      glossaryHref={glossaryHref}
      glossaryAnchor={glossaryAnchor(distribution.key)}
      n={n}
      note={note}
      trend={trend}
      onDownloadImage={onDownloadImage}
    >
      <DistributionChart distribution={distribution} decimals={decimals} locale={locale} />
    </MetricCardFrame>
  )
}
