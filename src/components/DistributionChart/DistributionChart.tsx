import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { formatPercent } from '../../domain/text/format.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import type { Distribution } from '../../domain/metrics/organization-info.ts'
import { distributionShares, type DistributionShares } from '../../domain/metrics/percentages.ts'
import { Icon } from '../Icon/Icon.tsx'
import { countsText, distributionSummary, statusText } from './summary.ts'
import { ChartSlot } from '../charts/ChartSlot.tsx'
import { lazyChart } from '../charts/lazy-chart.ts'
import '../../styles/metrics.css'
import './DistributionChart.css'

export interface DistributionChartProps {
  distribution: Distribution
  /** Decimal places of the shown percentages (default 0, see docs/decisions/0030). */
  decimals?: number
  /** BCP 47 locale for numbers; the browser's by default. */
  locale?: string
}

const ShareBar = lazyChart(() => import('./ShareBar.tsx').then((module) => module.ShareBar))

/** Fetches the bar's drawing code ahead of its first chart (decision 0391). */
export const preloadShareBar = (): Promise<unknown> => ShareBar.preload()

type OkShares = Extract<DistributionShares, { status: 'ok' }>

/**
 * One distribution as a 100 % stacked bar: yes (solid) then no (hatched), from the inline start.
 * Values are written as text next to the bar; the counts appear on hover and on keyboard focus.
 */
export function DistributionChart({ distribution, decimals, locale }: DistributionChartProps) {
  const { i18n } = useLingui()
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const shares = distributionShares(distribution, decimals === undefined ? {} : { decimals })
  const summary = distributionSummary(i18n, distribution, shares, locale)

  return (
    <figure
      className="metric-card dc"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid={`distribution-${distribution.key}`}
      data-status={shares.status}
    >
      <figcaption id={`${id}-title`} className="dc__title">
        {metricName(i18n, distribution.key, distribution.label)}
      </figcaption>
      {shares.status === 'ok' ? (
        <OkChart id={id} shares={shares} locale={locale} />
      ) : (
        <p className={`dc__status dc__status--${shares.status}`} data-testid="distribution-status">
          <Icon name={shares.status === 'suppressed' ? 'lock' : 'dash'} />
          {statusText(i18n, shares, locale)}
        </p>
      )}
      <p id={`${id}-summary`} className="visually-hidden" data-testid="distribution-summary">
        {summary}
      </p>
    </figure>
  )
}

function OkChart({ id, shares, locale }: { id: string; shares: OkShares; locale?: string }) {
  const { i18n, t } = useLingui()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const yesShare = formatPercent(shares.yes, { locale, decimals: shares.decimals })
  const noShare = formatPercent(shares.no, { locale, decimals: shares.decimals })
  const counts = countsText(i18n, shares, locale)

  return (
    <div className="dc__body">
      <ul className="dc__values">
        <li className="dc__value dc__value--yes">
          <span className="dc__swatch dc__swatch--yes" aria-hidden="true" />
          <Trans comment="Legend of a yes/no chart: the share of yes">
            Yes <strong data-testid="distribution-yes">{yesShare}</strong>
          </Trans>
        </li>
        <li className="dc__value dc__value--no">
          <span className="dc__swatch dc__swatch--no" aria-hidden="true" />
          <Trans comment="Legend of a yes/no chart: the share of no">
            No <strong data-testid="distribution-no">{noShare}</strong>
          </Trans>
        </li>
      </ul>
      <div
        className="dc__plot"
        role="img"
        tabIndex={0}
        aria-label={t({
          comment: 'Name of a yes/no bar; {counts} is e.g. “Yes: 12, no: 30, total: 42”',
          message: `${yesShare} yes, ${noShare} no. ${counts}.`,
        })}
        data-testid="distribution-plot"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <ChartSlot>
          <ShareBar yes={shares.yes} no={shares.no} patternId={`${id}-no-pattern`} />
        </ChartSlot>
        {hovered || focused ? (
          <div className="dc__readout" data-testid="distribution-readout" aria-hidden="true">
            {counts}
          </div>
        ) : null}
      </div>
    </div>
  )
}
