/**
 * Locale-aware formatting with Intl. `locale` undefined means the browser's (or Node's) default.
 * Formatters are cached per locale and options: building them is the expensive part.
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

/** `29` → "29%" (en), "29 %" (de, fr). `value` is in percent (0–100), not a fraction. */
export function formatPercent(value: number, options: { locale?: string; decimals?: number } = {}) {
  const decimals = options.decimals ?? 0
  if (!Number.isFinite(value)) return '–'
  return numberFormat(options.locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100)
}

/**
 * A share (in percent) said beside a threshold it has not reached (a target, a margin), never
 * rounded onto it or past it (issue 34): 39.96 beside 40 is "39.96%", not "40%" or "40.0%". It
 * takes up to three more decimals than `decimals`, then cuts rather than rounds; a share at or
 * above the threshold is formatted as usual.
 */
export function formatPercentBelow(
  value: number,
  threshold: number,
  options: { locale?: string; decimals?: number } = {},
): string {
  const decimals = options.decimals ?? 0
  if (!(value < threshold)) return formatPercent(value, options)
  const rounded = (places: number) => Math.round(value * 10 ** places) / 10 ** places
  for (let places = decimals; places <= decimals + 3; places += 1) {
    if (rounded(places) < threshold) return formatPercent(value, { ...options, decimals: places })
  }
  const places = decimals + 3
  const cut = Math.floor(value * 10 ** places) / 10 ** places
  return formatPercent(cut, { ...options, decimals: places })
}

/**
 * A share (in percent) said beside a threshold it has passed (a region that is "most" of a total:
 * above 50 %), never rounded onto it or below it: 50.02 above 50 is "50.02%", not "50%" or
 * "50.0%". The mirror of formatPercentBelow: up to three more decimals, then cut upwards.
 */
export function formatPercentAbove(
  value: number,
  threshold: number,
  options: { locale?: string; decimals?: number } = {},
): string {
  const decimals = options.decimals ?? 0
  if (!(value > threshold)) return formatPercent(value, options)
  const rounded = (places: number) => Math.round(value * 10 ** places) / 10 ** places
  for (let places = decimals; places <= decimals + 3; places += 1) {
    if (rounded(places) > threshold) return formatPercent(value, { ...options, decimals: places })
  }
  const places = decimals + 3
  const cut = Math.ceil(value * 10 ** places) / 10 ** places
  return formatPercent(cut, { ...options, decimals: places })
}

/** `1184` → "1,184" (en), "1.184" (de). */
export function formatCount(value: number, locale?: string) {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value)
}

export function formatDateTime(date: Date, options: { locale?: string; timeZone?: string } = {}) {
  if (Number.isNaN(date.getTime())) return '–'
  const key = `${options.locale ?? ''}|${options.timeZone ?? ''}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(options.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    })
    dateFormats.set(key, format)
  }
  return format.format(date)
}

/** `10:42` (en-GB), "10:42 AM" (en-US): the time of day alone. */
export function formatTime(date: Date, options: { locale?: string; timeZone?: string } = {}) {
  if (Number.isNaN(date.getTime())) return '–'
  return new Intl.DateTimeFormat(options.locale, {
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date)
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * "2 minutes ago", "in 3 hours", "now" (en). Under 45 seconds either way is "now"; above that the
 * largest whole unit is used, rounded to the nearest value.
 */
export function formatRelativeTime(date: Date, now: Date, locale?: string) {
  const seconds = (date.getTime() - now.getTime()) / 1000
  if (!Number.isFinite(seconds)) return '–'
  let format = relativeFormats.get(locale ?? '')
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormats.set(locale ?? '', format)
  }
  const abs = Math.abs(seconds)
  if (abs < 45) return format.format(0, 'second')
  for (const [unit, size] of UNITS) {
    if (abs >= size * 0.95 || unit === 'minute') {
      const value = Math.round(seconds / size)
      return format.format(value === 0 ? Math.sign(seconds) : value, unit)
    }
  }
  return format.format(Math.round(seconds / 60), 'minute')
}

/** Languages whose full stop 「。」 carries its own space: their sentences follow each other without one. */
const CLOSED_UP_SENTENCES: ReadonlySet<string> = new Set(['ja', 'zh', 'yue'])

const baseLanguage = (locale: string | undefined) =>
  (locale ?? new Intl.NumberFormat().resolvedOptions().locale).split('-')[0]?.toLowerCase() ?? ''

/**
 * Sentences one after the other as the language writes them: "… 40%. The dashed line …" (a space),
 * 「…40%。点線は…」 (none after 「。」 in Japanese). The one place code joins whole sentences.
 */
export function joinSentences(sentences: readonly string[], locale?: string): string {
  return sentences.filter((sentence) => sentence !== '').join(sentenceSeparator(locale))
}

/** What follows a sentence before the next one: a space, or nothing in Japanese (「。」). */
export function sentenceSeparator(locale?: string): string {
  return CLOSED_UP_SENTENCES.has(baseLanguage(locale)) ? '' : ' '
}

const listSeparators = new Map<string, string>()

/**
 * The separator of a list without a conjunction ("Metric: …, Title: …"), from Intl.ListFormat:
 * the separator between two middle items of a unit list, else of a conjunction list, without the
 * conjunction's letters: ", " (en, de, fr, es), "، " (ar), "、" (ja).
 */
export function listSeparator(locale?: string): string {
  const key = locale ?? ''
  let separator = listSeparators.get(key)
  if (separator === undefined) {
    const middles = (['unit', 'conjunction'] as const).map((type) => {
      const parts = new Intl.ListFormat(locale, { type }).formatToParts(['a', 'b', 'c', 'd'])
      return (parts[3]?.value ?? '').replace(/\p{L}/gu, '')
    })
    separator = middles.find((middle) => /\p{P}/u.test(middle)) ?? ', '
    listSeparators.set(key, separator)
  }
  return separator
}

/** Items one after the other, separated as the language separates a list: "a, b", "a، b", "a、b". */
export function joinList(items: readonly string[], locale?: string): string {
  return items.join(listSeparator(locale))
}
