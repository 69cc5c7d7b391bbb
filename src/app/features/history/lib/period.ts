import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { HISTORY_MAX_RANGE_DAYS } from '../../../../domain/history/history.ts'

/** The periods of the trend view, in the URL as `?period=`. */
export const PERIODS = ['3m', '6m', '12m', 'all'] as const
export type Period = (typeof PERIODS)[number]

const DEFAULT_PERIOD: Period = '12m'

interface PeriodInfo {
  /** Days back from today. */
  days: number
  /** The selector's text. */
  label: MessageDescriptor
  /** How a chart's summary names it: "over 3 months". */
  summary: MessageDescriptor
}

export const PERIOD_INFO: Record<Period, PeriodInfo> = {
  '3m': { days: 91, label: msg`3 months`, summary: msg`over 3 months` },
  '6m': { days: 182, label: msg`6 months`, summary: msg`over 6 months` },
  '12m': { days: 365, label: msg`12 months`, summary: msg`over 12 months` },
  all: {
    days: HISTORY_MAX_RANGE_DAYS - 1,
    label: msg({
      comment: 'A period of the trend view: the whole recorded history.',
      message: 'All',
    }),
    summary: msg`over the recorded history`,
  },
}

function isPeriod(value: string | null): value is Period {
  return PERIODS.some((period) => period === value)
}

/** The period of a trend view's query string; anything unknown is the default. */
export function periodOf(params: URLSearchParams): Period {
  const value = params.get('period')
  return isPeriod(value) ? value : DEFAULT_PERIOD
}

/** The query string of a period (empty for the default). */
export function periodSearch(period: Period): string {
  return period === DEFAULT_PERIOD ? '' : `?period=${period}`
}
