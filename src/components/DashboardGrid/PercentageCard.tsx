import type { ReactNode } from 'react'
import { glossaryAnchor, percentageDefinition } from '../../domain/metric-texts.ts'
import type { PercentageItem } from '../../domain/percentage-figures.ts'
import { PercentageFigure } from '../PercentageFigure/PercentageFigure.tsx'
import { MetricCardFrame } from './MetricCardFrame.tsx'

export interface PercentageCardProps {
  percentage: PercentageItem
  locale?: string | undefined
  glossaryHref?: string | undefined
  trend?: ReactNode
}

/** A diversity percentage as a card; the platform states no base for it, and the card says so. */
export function PercentageCard({ percentage, locale, glossaryHref, trend }: PercentageCardProps) {
  return (
    <MetricCardFrame
      testId={`card-${percentage.key}`}
      term={percentage.label}
      definition={percentageDefinition(percentage.key, percentage.label).definition}
      glossaryHref={glossaryHref}
      glossaryAnchor={glossaryAnchor(percentage.key)}
      n={percentage.value === null ? undefined : 'Base not stated by the platform'}
      trend={trend}
    >
      <PercentageFigure percentage={percentage} locale={locale} />
    </MetricCardFrame>
  )
}
