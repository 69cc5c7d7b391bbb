import { daysBetween, HISTORY_MAX_RANGE_DAYS, isoDay, type HistoryRange } from './history.ts'
import { REQUEST_PROBLEM_SENTENCES as SENTENCES } from '../http/request-problems.ts'

/**
 * The `from`/`to` query of the history endpoint, checked the same way by the BFF and the mock BFF:
 * two real calendar days (`YYYY-MM-DD`), `from` not after `to`, at most HISTORY_MAX_RANGE_DAYS
 * days with both ends included. A refusal carries the fixed sentence the `400 invalid_request`
 * shows (../http/request-problems.ts): never a value of the request.
 */
export type HistoryRangeCheck = { ok: true; range: HistoryRange } | { ok: false; message: string }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false
  const instant = Date.parse(`${value}T00:00:00.000Z`)
  return Number.isFinite(instant) && isoDay(instant) === value
}

const DAY_SENTENCES = {
  from: {
    missing: SENTENCES.historyFromMissing,
    repeated: SENTENCES.historyFromRepeated,
    notADay: SENTENCES.historyFromNotADay,
  },
  to: {
    missing: SENTENCES.historyToMissing,
    repeated: SENTENCES.historyToRepeated,
    notADay: SENTENCES.historyToNotADay,
  },
} as const

function describeDay(name: 'from' | 'to', value: unknown): string | undefined {
  const sentences = DAY_SENTENCES[name]
  if (value === undefined || value === '') return sentences.missing
  if (typeof value !== 'string') return sentences.repeated
  if (!isCalendarDay(value)) return sentences.notADay
  return undefined
}

/**
 * What is wrong with the day field `name` of an edit (targets, events), a sentence of a `400
 * invalid_request`; undefined when it is a day.
 */
export function describeDayField(name: string, value: unknown): string | undefined {
  if (value === undefined || value === '') return `Give \`${name}\` as a day, YYYY-MM-DD.`
  if (typeof value !== 'string') return `Give \`${name}\` once, as a day, YYYY-MM-DD.`
  if (!isCalendarDay(value)) return `\`${name}\` is not a calendar day written YYYY-MM-DD.`
  return undefined
}

export function checkHistoryRange(query: { from?: unknown; to?: unknown }): HistoryRangeCheck {
  const problems = [describeDay('from', query.from), describeDay('to', query.to)].filter(
    (problem) => problem !== undefined,
  )
  if (problems.length > 0) return { ok: false, message: problems.join(' ') }
  const range = { from: query.from as string, to: query.to as string }
  const days = daysBetween(range.from, range.to) + 1
  if (days < 1) return { ok: false, message: SENTENCES.historyFromAfterTo }
  if (days > HISTORY_MAX_RANGE_DAYS) return { ok: false, message: SENTENCES.historyTooLong }
  return { ok: true, range }
}
