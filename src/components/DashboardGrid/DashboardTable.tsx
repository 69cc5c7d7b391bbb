import { formatCount, formatPercent } from '../../domain/format.ts'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { STATUS_TEXTS } from '../../domain/metric-texts.ts'
import { percentageItems } from '../../domain/percentage-figures.ts'
import { distributionShares } from '../../domain/percentages.ts'
import { statusText } from '../DistributionChart/summary.ts'

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
  const pct = (value: number, d: number) => formatPercent(value, { locale, decimals: d })
  return (
    <div className="dg__tables">
      <div className="dg__table-scroll" role="region" aria-label="Distributions table" tabIndex={0}>
        <table className="dg__table" data-testid="distributions-table">
          <caption>
            Distributions in {regionLabel}, as of {updated}
          </caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Yes</th>
              <th scope="col">No</th>
              <th scope="col">Yes (count)</th>
              <th scope="col">No (count)</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
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
                  <th scope="row">{distribution.label}</th>
                  {shares.status === 'ok' ? (
                    <>
                      <td>{pct(shares.yes, shares.decimals)}</td>
                      <td>{pct(shares.no, shares.decimals)}</td>
                      <td>{formatCount(shares.yesCount, locale)}</td>
                      <td>{formatCount(shares.noCount, locale)}</td>
                      <td>{formatCount(shares.total, locale)}</td>
                      <td>{STATUS_TEXTS.reported}</td>
                    </>
                  ) : (
                    <>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{EMPTY}</td>
                      <td>{statusText(shares, locale)}</td>
                    </>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="dg__table-scroll" role="region" aria-label="Percentages table" tabIndex={0}>
        <table className="dg__table" data-testid="percentages-table">
          <caption>
            Diversity percentages in {regionLabel}, as of {updated}
          </caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {percentageItems(info).map((percentage) => (
              <tr key={percentage.key}>
                <th scope="row">{percentage.label}</th>
                <td>
                  {percentage.value === null ? STATUS_TEXTS.notReported : pct(percentage.value, 1)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
