/**
 * How long until a lock ends, rounded for "Try again in …". Its own module, not ../text/format.ts: the
 * sign-in page (whose bundle budget is tight) needs only this, while ../text/format.ts serves the
 * dashboard. It holds no words: the SPA's error sentence (src/components/ErrorPanel/errorMessages.ts)
 * turns the unit and count into the reader's language.
 */
export type RetryDelay =
  /** Under ten seconds: "in a few seconds". */
  | { readonly unit: 'few_seconds' }
  /** "in 40 seconds" (tens), "in about a minute" (count 1), "in about 2 hours". */
  | { readonly unit: 'seconds' | 'minutes' | 'hours'; readonly count: number }

/**
 * The delay `ms` in rounded units: a few seconds, tens of seconds, about N minutes, about N hours;
 * undefined when the delay is over. Rounded so that, counted down, the text changes at most every
 * ten seconds (screen readers announce each change).
 */
export function retryDelay(ms: number): RetryDelay | undefined {
  if (!Number.isFinite(ms) || ms <= 0) return undefined
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 10) return { unit: 'few_seconds' }
  if (seconds <= 50) return { unit: 'seconds', count: Math.ceil(seconds / 10) * 10 }
  if (seconds < 90) return { unit: 'minutes', count: 1 }
  const minutes = Math.round(seconds / 60)
  if (minutes < 90) return { unit: 'minutes', count: minutes }
  return { unit: 'hours', count: Math.round(seconds / 3600) }
}
