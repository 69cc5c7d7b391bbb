import { Trans, useLingui } from '@lingui/react/macro'
import { formatCount, formatPercent } from '../../domain/text/format.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import {
  metricName,
  percentageStatusText,
  STATUS_TEXTS,
} from '../../domain/metrics/metric-texts.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'
import { distributionShares } from '../../domain/metrics/percentages.ts'
import { statusText } from '../DistributionChart/summary.ts'
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx'
import { TableHead } from '../TableHead/TableHead.tsx'

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
  const metricColumn = t({ comment: 'Table column: the metric’s name', message: 'Metric' })
  return (
    <div className="dg__tables">
      <ScrollRegion className="dg__table-scroll" label={t`Distributions table`}>
        <table className="dg__table" data-testid="distributions-table">
          <TableHead
            caption={
              <Trans comment="{regionLabel} is a region's name, {updated} a date and time">
                Distributions in {regionLabel}, as of {updated}
              </Trans>
            }
            columns={[
              metricColumn,
              t({ comment: 'Table column: share of yes', message: 'Yes' }),
              t({ comment: 'Table column: share of no', message: 'No' }),
              t`Yes (count)`,
              t`No (count)`,
              t({ comment: 'Table column: yes + no', message: 'Total' }),
              t({ comment: 'Table column: reported, hidden or not reported', message: 'Status' }),
            ]}
          />
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
          <TableHead
            caption={
              <Trans comment="{regionLabel} is a region's name, {updated} a date and time">
                Diversity percentages in {regionLabel}, as of {updated}
              </Trans>
            }
            columns={[
              metricColumn,
              t({ comment: 'Table column: a percentage figure', message: 'Value' }),
            ]}
          />
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
