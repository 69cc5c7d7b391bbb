/**
 * How long until a lock ends, in words. Its own module, not format.ts: the sign-in page (whose
 * bundle budget is tight) needs only this, while format.ts serves the dashboard.
 */

type DelayUnit = 'second' | 'minute' | 'hour'

const unitFormats = new Map<DelayUnit, Intl.NumberFormat>()

/** "40 seconds", "15 minutes", "2 hours". */
function unitCount(value: number, unit: DelayUnit): string {
  let format = unitFormats.get(unit)
  if (!format) {
    format = new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' })
    unitFormats.set(unit, format)
  }
  return format.format(value)
}

/**
 * For "Try again …": "in 40 seconds", "in about a minute", "in about 15 minutes", "in about
 * 2 hours"; nothing when the delay is over. Rounded so that, counted down, the text changes at
 * most every ten seconds (screen readers announce each change). English, as the sentences
 * around it are.
 */
export function formatRetryDelay(ms: number): string | undefined {
  if (!Number.isFinite(ms) || ms <= 0) return undefined
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 10) return 'in a few seconds'
  if (seconds <= 50) return `in ${unitCount(Math.ceil(seconds / 10) * 10, 'second')}`
  if (seconds < 90) return 'in about a minute'
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return `in about ${unitCount(minutes, 'minute')}`
  const hours = Math.round(seconds / 3600)
  return hours === 1 ? 'in about an hour' : `in about ${unitCount(hours, 'hour')}`
}
