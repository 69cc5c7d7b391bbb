import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDateTime,
  formatPercent,
  formatPercentAbove,
  formatPercentBelow,
  formatRelativeTime,
  joinList,
  joinSentences,
  listSeparator,
} from './format.ts'

const now = new Date('2026-11-21T10:02:00.000Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('formatPercent', () => {
  it('formats percent values (not fractions) by locale', () => {
    expect(formatPercent(29, { locale: 'en-US' })).toBe('29%')
    expect(formatPercent(28.6, { locale: 'en-US', decimals: 1 })).toBe('28.6%')
    expect(formatPercent(41.5, { locale: 'de-DE', decimals: 1 })).toBe('41,5\u00a0%')
    expect(formatPercent(50, { locale: 'fr-FR' })).toMatch(/^50\s%$/u)
  })

  it('shows a dash, never NaN, for non-finite input', () => {
    expect(formatPercent(Number.NaN)).toBe('–')
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('–')
  })

  it('never prints NaN or Infinity for any finite value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (v, d) => {
          expect(formatPercent(v, { locale: 'en-US', decimals: d })).not.toMatch(/NaN|∞/)
        },
      ),
    )
  })
})

/** The number a formatted percentage shows, read back as a reader would (any separator). */
function shownNumber(text: string, locale: string): number {
  const decimal = locale.startsWith('en') ? '.' : ','
  const digits = text.replace(new RegExp(`[^0-9${decimal === '.' ? '.' : ','}]`, 'g'), '')
  return Number(decimal === ',' ? digits.replace(',', '.') : digits)
}

describe('a share said beside a threshold (issue 34: never rounded across it)', () => {
  const locales = fc.constantFrom('en-US', 'de-DE', 'fr-FR')
  // Shares in hundredths of a point up to thousandths of a thousandth: 39.96 beside 40,
  // 49.9996 beside 50, 99.99999 beside 100, and every share in between.
  const share = fc.double({ min: 0, max: 100, noNaN: true })

  it('shows a share below a threshold as a number below it, in any locale and at any base decimals', () => {
    expect(formatPercentBelow(39.96, 40, { locale: 'en-US' })).toBe('39.96%')
    fc.assert(
      fc.property(share, share, locales, fc.integer({ min: 0, max: 2 }), (a, b, locale, d) => {
        fc.pre(a !== b)
        const [value, threshold] = a < b ? [a, b] : [b, a]
        const text = formatPercentBelow(value, threshold, { locale, decimals: d })
        expect(shownNumber(text, locale), `${value} → ${text} beside ${threshold}`).toBeLessThan(
          threshold,
        )
      }),
      { numRuns: 2000 },
    )
  })

  it('shows a share above a threshold as a number above it, in any locale and at any base decimals', () => {
    expect(formatPercentAbove(50.02, 50, { locale: 'en-US' })).toBe('50.02%')
    fc.assert(
      fc.property(share, share, locales, fc.integer({ min: 0, max: 2 }), (a, b, locale, d) => {
        fc.pre(a !== b)
        const [threshold, value] = a < b ? [a, b] : [b, a]
        const text = formatPercentAbove(value, threshold, { locale, decimals: d })
        expect(shownNumber(text, locale), `${value} → ${text} beside ${threshold}`).toBeGreaterThan(
          threshold,
        )
      }),
      { numRuns: 2000 },
    )
  })
})

describe('formatCount', () => {
  it('groups digits by locale', () => {
    expect(formatCount(1184, 'en-US')).toBe('1,184')
    expect(formatCount(1184, 'de-DE')).toBe('1.184')
    expect(formatCount(Number.NaN)).toBe('–')
  })
})

describe('formatRelativeTime', () => {
  it('says "now" under 45 seconds', () => {
    expect(formatRelativeTime(ago(10), now, 'en')).toBe('now')
    expect(formatRelativeTime(ago(-10), now, 'en')).toBe('now')
  })

  it('uses the largest fitting unit', () => {
    expect(formatRelativeTime(ago(120), now, 'en')).toBe('2 minutes ago')
    expect(formatRelativeTime(ago(50), now, 'en')).toBe('1 minute ago')
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago')
    expect(formatRelativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday')
    expect(formatRelativeTime(ago(-5 * 60), now, 'en')).toBe('in 5 minutes')
    expect(formatRelativeTime(ago(120), now, 'de')).toBe('vor 2 Minuten')
  })

  it('never produces NaN for any pair of valid dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (seconds) => {
        expect(formatRelativeTime(ago(seconds), now, 'en')).not.toMatch(/NaN/)
      }),
    )
  })

  it('shows a dash for an invalid date', () => {
    expect(formatRelativeTime(new Date('nope'), now)).toBe('–')
  })
})

describe('formatDateTime', () => {
  it('formats date and time in the given locale and zone', () => {
    expect(formatDateTime(now, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 21, 2026, 10:02 AM')
    expect(formatDateTime(now, { locale: 'de-DE', timeZone: 'UTC' })).toBe('21.11.2026, 10:02')
    expect(formatDateTime(new Date('nope'))).toBe('–')
  })
})

describe('joinSentences and joinList', () => {
  it('join sentences with a space, but none after 「。」 in Japanese', () => {
    expect(joinSentences(['Up 40%.', '', 'The dashed line is the target.'], 'en')).toBe(
      'Up 40%. The dashed line is the target.',
    )
    expect(joinSentences(['40%に上昇しました。', '点線は目標です。'], 'ja')).toBe(
      '40%に上昇しました。点線は目標です。',
    )
    expect(joinSentences(['ارتفعت.', 'الخط المتقطع هو الهدف.'], 'ar')).toBe(
      'ارتفعت. الخط المتقطع هو الهدف.',
    )
  })

  it('separate a list as each language does, from Intl.ListFormat, without a conjunction', () => {
    expect(listSeparator('en-US')).toBe(', ')
    expect(listSeparator('de')).toBe(', ')
    expect(listSeparator('fr-CA')).toBe(', ')
    expect(listSeparator('es')).toBe(', ')
    expect(listSeparator('ar')).toBe('، ')
    expect(listSeparator('ja')).toBe('、')
    expect(joinList(['المؤشر: نساء', 'الهدف: 40'], 'ar')).toBe('المؤشر: نساء، الهدف: 40')
    expect(joinList(['指標：女性', '目標：40'], 'ja')).toBe('指標：女性、目標：40')
  })
})
