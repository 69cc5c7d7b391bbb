import { ph } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCount, formatPercentBelow, sentenceSeparator } from '../../domain/text/format.ts'
import type { Target, TrendEvent } from '../../domain/annotations/annotations.ts'
import { targetLabel } from '../../domain/trend/pace-sentences.ts'
import type { MetricSeries, TrendPoint } from '../../domain/trend/trend-series.ts'
import { formatDay, intervalRange } from '../../domain/trend/trend-wording.ts'
import { hiddenText, STATUS_TEXTS } from '../../domain/metrics/metric-texts.ts'
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx'
import '../../styles/data-table.css'
import { metricName } from '../../domain/metrics/metric-texts.ts'

type TableStep = 'week' | 'month'

export interface TrendTableProps {
  series: readonly MetricSeries[]
  /** Which days are listed: every 7th day back from the latest, or the first of each month. */
  step: TableStep
  regionLabel: string
  locale?: string
  /** A metric's target: named under its table. */
  targetOf?: ((metric: string) => Target | undefined) | undefined
  /** The region's events: their days are listed, with their titles. */
  events?: readonly TrendEvent[] | undefined
}

/**
 * The listed days: the latest always, one a week or one a month, and every day where a withheld
 * or unreported stretch starts or ends, so the table never hides a gap the chart shows.
 */
function sampledPoints(
  points: readonly TrendPoint[],
  step: TableStep,
  eventDays: ReadonlySet<string> = new Set(),
): TrendPoint[] {
  const last = points.length - 1
  return points.filter((point, index) => {
    const previous = points[index - 1]
    if (index === last || previous === undefined || eventDays.has(point.date)) return true
    if ((previous.share === undefined) !== (point.share === undefined)) return true
    return step === 'week'
      ? (last - index) % 7 === 0
      : point.date.slice(0, 7) !== previous.date.slice(0, 7)
  })
}

const EMPTY = '—'

/** A region's history as tables, one per metric: the text alternative of the trend charts. */
export function TrendTable({
  series,
  step,
  regionLabel,
  locale,
  targetOf,
  events = [],
}: TrendTableProps) {
  const { i18n, t } = useLingui()
  const titles = new Map<string, string[]>()
  for (const event of events)
    titles.set(event.date, [...(titles.get(event.date) ?? []), event.title])
  const eventDays = new Set(titles.keys())
  const caption = (metric: string) =>
    step === 'week'
      ? t({
          comment: 'Caption of a table; {metric} names a metric, {regionLabel} a region',
          message: `${metric} in ${regionLabel}: every 7th day, the first and last day of each gap, and the latest day (the CSV has every day)`,
        })
      : t({
          comment: 'Caption of a table; {metric} names a metric, {regionLabel} a region',
          message: `${metric} in ${regionLabel}: the first recorded day of each month, the first and last day of each gap, and the latest day (the CSV has every day)`,
        })
  const targetCaption = (target: Target | undefined) => {
    if (target === undefined) return null
    const label = targetLabel(i18n, target, locale)
    return (
      <span data-testid="trend-table-target">
        {sentenceSeparator(locale ?? i18n.locale)}
        {t({
          comment:
            'Ends a table caption: the metric’s target; {label} is e.g. “Target 40% by Dec 2027”',
          message: `${label}.`,
        })}
      </span>
    )
  }
  return (
    <div className="data-tables" data-testid="trend-tables">
      {series.map((metric) => (
        <ScrollRegion
          key={metric.key}
          className="data-table-scroll"
          label={t({
            comment: 'Name of a scrollable table; {metric} names a metric',
            message: `${ph({ metric: metricName(i18n, metric.key, metric.label) })} table`,
          })}
        >
          <table className="data-table" data-testid={`trend-table-${metric.key}`}>
            <caption>
              {caption(metricName(i18n, metric.key, metric.label))}
              {targetCaption(targetOf?.(metric.key))}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Column of the share answering yes">Yes</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Statistics: the 95 % confidence interval">95% interval</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Column of how many answered yes">Yes (count)</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Column of how many were counted">Total</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Column of the events (annotations) recorded on a day">
                    Events
                  </Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {sampledPoints(metric.points, step, eventDays).map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatDay(point.date, locale)}</th>
                  {point.share === undefined ? (
                    <td colSpan={4}>
                      {point.status === 'suppressed'
                        ? hiddenText(i18n, point.minGroupSize, locale)
                        : i18n._(STATUS_TEXTS.notReported)}
                    </td>
                  ) : (
                    <>
                      <td>
                        {/* Short of the metric's target, never rounded onto it (decision 0232). */}
                        {formatPercentBelow(
                          (point.share.yesCount / point.share.total) * 100,
                          targetOf?.(metric.key)?.yesShare ?? Number.NEGATIVE_INFINITY,
                          { locale },
                        )}
                      </td>
                      <td>{intervalRange(i18n, point.share.interval, locale)}</td>
                      <td>{formatCount(point.share.yesCount, locale)}</td>
                      <td>{formatCount(point.share.total, locale)}</td>
                    </>
                  )}
                  <td>{titles.get(point.date)?.join(' · ') ?? ''}</td>
                </tr>
              ))}
              {metric.points.length === 0 ? (
                <tr>
                  <td colSpan={6}>{EMPTY}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  )
}
