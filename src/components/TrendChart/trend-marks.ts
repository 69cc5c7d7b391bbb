import type { Target, TrendEvent } from '../../domain/annotations/annotations.ts'
import type { TrendPoint } from '../../domain/trend/trend-series.ts'
import { dayTime } from './trend-rows.ts'

/**
 * Where a target and the events go on a trend chart (docs/decisions/0212): the time axis runs
 * from the first day to the last, or on to a later target date so the target shows; the target is
 * a level segment at its share from its start (or the first day) to its date; each event of the
 * period is a numbered vertical mark, numbered as the event list under the chart.
 */

export type ChartTarget = Pick<Target, 'yesShare' | 'targetDate' | 'startDate'>

export interface TargetSegment {
  from: number
  to: number
  yesShare: number
  /** The label goes below the segment (the line or the top edge is above it). */
  labelBelow: boolean
}

export interface EventMark {
  time: number
  /** 1, 2, …: the event's place in the period's list. */
  number: number
  event: TrendEvent
}

export interface TrendMarks {
  /** The time axis' extent (UTC times). */
  domain: [number, number]
  target: TargetSegment | undefined
  events: EventMark[]
}

/** A label this close to the top (in percentage points) goes under its line. */
const LABEL_ROOM = 12

export function trendMarks(
  points: readonly TrendPoint[],
  target: ChartTarget | undefined,
  events: readonly TrendEvent[] = [],
): TrendMarks {
  const first = points[0]?.date
  const last = points.at(-1)?.date
  if (first === undefined || last === undefined) {
    return { domain: [0, 0], target: undefined, events: [] }
  }
  const end = target !== undefined && target.targetDate > last ? target.targetDate : last
  const domain: [number, number] = [dayTime(first), dayTime(end)]
  const latest = points.findLast((point) => point.share !== undefined)?.share?.yes
  const segment =
    target === undefined || target.targetDate < first
      ? undefined
      : {
          from: dayTime(
            target.startDate !== null && target.startDate > first ? target.startDate : first,
          ),
          to: dayTime(target.targetDate),
          yesShare: target.yesShare,
          labelBelow:
            target.yesShare > 100 - LABEL_ROOM ||
            (target.yesShare >= LABEL_ROOM && latest !== undefined && latest > target.yesShare),
        }
  return {
    domain,
    target: segment !== undefined && segment.from <= segment.to ? segment : undefined,
    events: periodEvents(events, first, last).map((event, index) => ({
      time: dayTime(event.date),
      number: index + 1,
      event,
    })),
  }
}

/** The events within the shown days, oldest first (as the list under the chart). */
function periodEvents(events: readonly TrendEvent[], from: string, to: string) {
  return events
    .filter((event) => event.date >= from && event.date <= to)
    .toSorted((a, b) => a.date.localeCompare(b.date))
}

/**
 * Where the target's label sits: above its segment, or below it when the line or the top edge is
 * above; at the target date's end, or at the segment's start when the date is in the axis' first
 * half (the label then never runs over the percent axis); mirrored right to left.
 */
export function targetLabelPosition(
  target: TargetSegment,
  domain: readonly [number, number] | undefined,
  rtl: boolean,
) {
  const middle = domain === undefined ? target.to : (domain[0] + domain[1]) / 2
  const atEnd = target.to >= middle
  const right = atEnd !== rtl
  // Recharts' "inside top" of a level line hangs its text below the line, "inside bottom" above.
  if (target.labelBelow) return right ? 'insideTopRight' : 'insideTopLeft'
  return right ? 'insideBottomRight' : 'insideBottomLeft'
}
