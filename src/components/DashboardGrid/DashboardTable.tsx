import { Trans, useLingui } from '@lingui/react/macro'
import { formatCount, formatPercent } from '../../domain/format.ts'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { metricName, percentageStatusText, STATUS_TEXTS } from '../../domain/metric-texts.ts'
import { percentageItems } from '../../domain/percentage-figures.ts'
import { distributionShares } from '../../domain/percentages.ts'
import { statusText } from '../DistributionChart/summary.ts'
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx'

export interface DashboardTableProps {
  info: OrganizationInfo
  regionLabel: string
  /** Absolute "last updated" text for the captions. */
  updated: string
  decimals?: number
  locale?: string
}

const EMPTY = '—'

/** Every number of the dashboard in real tables: the text alternative of the charts. */
export function DashboardTable({
  info,
  regionLabel,
  updated,
  decimals,
  locale,
}: DashboardTableProps) {
  const { i18n, t } = useLingui()
  const pct = (value: number, d: number) => formatPercent(value, { locale, decimals: d })
  return (
    <div className="dg__tables">
      <ScrollRegion className="dg__table-scroll" label={t`Distributions table`}>
        <table className="dg__table" data-testid="distributions-table">
          <caption>
            <Trans comment="{regionLabel} is a region's name, {updated} a date and time">
              Distributions in {regionLabel}, as of {updated}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans comment="Table column: the metric’s name">Metric</Trans>
              </th>
              <th scope="col">
                <Trans comment="Table column: share of yes">Yes</Trans>
              </th>
              <th scope="col">
                <Trans comment="Table column: share of no">No</Trans>
              </th>
              <th scope="col">
                <Trans>Yes (count)</Trans>
              </th>
              <th scope="col">
                <Trans>No (count)</Trans>
              </th>
              <th scope="col">
                <Trans comment="Table column: yes + no">Total</Trans>
              </th>
              <th scope="col">
                <Trans comment="Table column: reported, hidden or not reported">Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {info.distributions.map((distribution) => {
              const shares = distributionShares(
                distribution,
                decimals === undefined ? {} : { decimals },
              )
              return (
                <tr key={distribution.key} data-testid={`row-${distribution.key}`}>
                  <th scope="row">{metricName(i18n, distribution.key, distribution.label)}</th>
                  {shares.status === 'ok' ? (
                    <>
                      <td>{pct(shares.yes, shares.decimals)}</td>
                      <td>{pct(shares.no, shares.decimals)}</td>
                      <td>{formatCount(shares.yesCount, locale)}</td>
                      <td>{formatCount(shares.noCount, locale)}</td>
                      <td>{formatCount(shares.total, locale)}</td>
                      <td>{i18n._(STATUS_TEXTS.reported)}</td>
                    </>
                  ) : (
                    <>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{statusText(i18n, shares, locale)}</td>
                    </>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <ScrollRegion className="dg__table-scroll" label={t`Percentages table`}>
        <table className="dg__table" data-testid="percentages-table">
          <caption>
            <Trans comment="{regionLabel} is a region's name, {updated} a date and time">
              Diversity percentages in {regionLabel}, as of {updated}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans comment="Table column: the metric’s name">Metric</Trans>
              </th>
              <th scope="col">
                <Trans comment="Table column: a percentage figure">Value</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {percentageItems(info).map((percentage) => (
              <tr key={percentage.key}>
                <th scope="row">{metricName(i18n, percentage.key, percentage.label)}</th>
                <td>
                  {percentage.value === null
                    ? percentageStatusText(i18n, percentage)
                    : pct(percentage.value, 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
