import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  glossaryAnchor,
  metricName,
  percentageDefinition,
  STATUS_TEXTS,
} from '../../domain/metrics/metric-texts.ts'
import type { PercentageItem } from '../../domain/metrics/percentage-figures.ts'
import { PercentageFigure } from '../PercentageFigure/PercentageFigure.tsx'
import type { ImageFormat } from './ImageMenu.tsx'
import { MetricCardFrame } from './MetricCardFrame.tsx'

export interface PercentageCardProps {
  percentage: PercentageItem
  locale?: string | undefined
  glossaryHref?: string | undefined
  trend?: ReactNode
  /** Saves the card as an image (PNG or SVG); no download menu without it. */
  onDownloadImage?: ((format: ImageFormat) => void) | undefined
  /** The organization's own definitions, shown instead of the built-in ones where it has one. */
  wording?: OrganizationWording | undefined
}

/** A diversity percentage as a card; the platform states no base for it, and the card says so. */
export function PercentageCard({
  percentage,
  locale,
  glossaryHref,
  trend,
  onDownloadImage,
  wording,
}: PercentageCardProps) {
  const { i18n } = useLingui()
  return (
    <MetricCardFrame
      testId={`card-${percentage.key}`}
      term={metricName(i18n, percentage.key, percentage.label)}
      definition={
        wording?.(percentage.key) ??
        i18n._(percentageDefinition(percentage.key, percentage.label).definition)
      }
      glossaryHref={glossaryHref}
      glossaryAnchor={glossaryAnchor(percentage.key)}
      n={percentage.value === null ? undefined : i18n._(STATUS_TEXTS.baseNotStated)}
      trend={trend}
      onDownloadImage={onDownloadImage}
    >
      <PercentageFigure percentage={percentage} locale={locale} />
    </MetricCardFrame>
  )
}
