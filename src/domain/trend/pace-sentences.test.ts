// The English catalog is compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// its module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../../vite-env.d.ts" />
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages as arMessages } from '../../locales/ar.po'
import { messages as deMessages } from '../../locales/de.po'
import { messages } from '../../locales/en.po'
import { messages as jaMessages } from '../../locales/ja.po'
import { addDays } from '../history/history.ts'
import { paceLine, paceSentence, targetLabel } from './pace-sentences.ts'
import { visualOrder as visual } from '../text/testing/bidi-visual.ts'
import { pointsOf } from './testing/census-points.ts'
import { linearDays } from './testing/pace-series.ts'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

// 300 of 1,000 plus one a day for 360 days: 65.9 % on the last day, 65.6 % the last week's mean,
// a pace of 0.1 points a day.
const days = linearDays(1000, 300, 1, 360)
const points = pointsOf(days)
const lastDay = days.at(-1)?.date ?? ''
const month = (day: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )
const line = (yesShare: number, targetDate: string, locale = 'en-US') =>
  paceLine(i18n, points, { yesShare, targetDate }, undefined, locale)

describe('paceLine', () => {
  it('says where the line from the last week lands on the target date: 65.6 % + 0.1 a day for 200 days', () => {
    const targetDate = addDays(lastDay, 200)
    expect(line(80, targetDate)).toBe(
      `On pace: at this pace 85%–86% by ${month(targetDate)}, target 80%.`,
    )
    expect(line(90, targetDate)).toBe(
      `Behind pace: at this pace 85%–86% by ${month(targetDate)}, target 90%.`,
    )
  })

  it('says the pace as a range when the slope is uncertain', () => {
    // 300 of 1,000 plus one a day, with a wobble of 0–9: a clear rise whose slope has some doubt.
    const wobbly = pointsOf(
      linearDays(1000, 300, 1, 360).map((day, index) => ({
        ...day,
        yesCount: day.yesCount + ((index * 7) % 10),
      })),
    )
    const targetDate = addDays(lastDay, 300)
    const sentence = paceLine(i18n, wobbly, { yesShare: 99, targetDate }, undefined, 'en-US')
    const [, low = '', high = ''] =
      /^Behind pace: at this pace (\d+)%–(\d+)% by .*, target 99%\.$/.exec(sentence ?? '') ?? []
    expect(Number(high) - Number(low)).toBeGreaterThanOrEqual(1)
  })

  it('never rounds a share short of the target up to it', () => {
    const targetDate = addDays(lastDay, 10)
    // 65.6 % + 1 point = 66.6 %, short of 67 %.
    expect(line(67, targetDate)).toBe(
      `Behind pace: at this pace 66.6% by ${month(targetDate)}, target 67%.`,
    )
    expect(
      paceSentence(
        i18n,
        { status: 'passed', current: 39.96 },
        { yesShare: 40, targetDate: '2026-06-30' },
        'en-US',
      ),
    ).toBe('Target date passed: 39.96% now, target was 40% by June 2026.')
  })

  it('says a target is met, or that its date has passed', () => {
    expect(line(60, addDays(lastDay, 30))).toBe(
      `Target met: 66% now, target 60% by ${month(addDays(lastDay, 30))}.`,
    )
    expect(line(70, addDays(lastDay, -10))).toBe(
      `Target date passed: 66% now, target was 70% by ${month(addDays(lastDay, -10))}.`,
    )
  })

  it('says it is too early to tell under six months of history', () => {
    const short = pointsOf(linearDays(1000, 300, 1, 20))
    const targetDate = '2027-12-31'
    expect(paceLine(i18n, short, { yesShare: 50, targetDate }, undefined, 'en-US')).toBe(
      'Too early to tell the pace: 32% now, target 50% by December 2027.',
    )
  })

  it('paces on the last 12 months however long the history passed in', () => {
    // A year flat at 300 of 1,000, then a year of one more a day: the pace is the last year's.
    const flat = linearDays(1000, 300, 0, 365)
    const rising = linearDays(1000, 301, 1, 365).map((day, index) => ({
      ...day,
      date: addDays(flat.at(-1)?.date ?? '', index + 1),
    }))
    const targetDate = addDays(rising.at(-1)?.date ?? '', 100)
    // The last week's mean, 66.2 %, plus 0.1 points a day for 100 days.
    expect(
      paceLine(
        i18n,
        pointsOf([...flat, ...rising]),
        { yesShare: 80, targetDate },
        undefined,
        'en-US',
      ),
    ).toBe(`Behind pace: at this pace 76% by ${month(targetDate)}, target 80%.`)
  })

  it('says nothing without a target', () => {
    expect(paceLine(i18n, points, undefined, undefined, 'en-US')).toBeUndefined()
  })

  it('speaks the UI’s language, with its dates and percent signs', () => {
    const targetDate = addDays(lastDay, 200)
    i18n.loadAndActivate({ locale: 'ja', locales: ['ja'], messages: jaMessages })
    expect(line(80, targetDate, 'ja')).toBe(
      `順調：このペースなら${month(targetDate, 'ja')}に85%～86%、目標80%。`,
    )
    expect(targetLabel(i18n, { yesShare: 40, targetDate: '2027-12-31' }, 'ja')).toBe(
      '目標：2027年12月までに40%',
    )
    i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: deMessages })
    expect(line(90, targetDate, 'de')).toBe(
      `Im Rückstand: bei diesem Tempo 85\u00a0%–86\u00a0% bis ${month(targetDate, 'de')}, Ziel 90\u00a0%.`,
    )
    i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
  })
})

describe('right to left (issue 35)', () => {
  it('lays the Arabic target label out with the % beside its number, in any surrounding direction', () => {
    i18n.loadAndActivate({ locale: 'ar', locales: ['ar'], messages: arMessages })
    const label = targetLabel(i18n, { yesShare: 60, targetDate: '2027-06-30' }, 'ar')
    i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
    // A chart's label (SVG text, a deck's legend) sits in a left-to-right box: isolated, it reads
    // as in a right-to-left paragraph.
    const shown = visual(label, 'ltr')
    expect(shown).toBe(visual(label, 'rtl'))
    // From the right: "الهدف", then "60%" (the sign after its digits), then "بحلول يونيو 2027".
    const reversed = (words: string) => [...words].reverse().join('')
    expect(shown).toBe(`2027 ${reversed('بحلول يونيو')} 60% ${reversed('الهدف')}`)
    // Without the isolates the left-to-right box put the words in the wrong order.
    const plain = label.replace(/[\u2066-\u2069]/g, '')
    expect(visual(plain, 'ltr')).not.toBe(shown)
  })

  it('isolates the numbers of the Arabic pace sentence, and nothing in English', () => {
    i18n.loadAndActivate({ locale: 'ar', locales: ['ar'], messages: arMessages })
    const arabic = line(90, addDays(lastDay, 200), 'ar') ?? ''
    i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
    expect(arabic).toMatch(/\u2066[^\u2069]*%[^\u2069]*\u2069/)
    expect(visual(arabic, 'rtl')).toContain('90%')
    expect(line(90, addDays(lastDay, 200))).not.toMatch(/[\u2066-\u2069]/)
  })
})
