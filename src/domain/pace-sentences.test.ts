// The English catalog is compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// its module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../vite-env.d.ts" />
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages as arMessages } from '../locales/ar.po'
import { messages as deMessages } from '../locales/de.po'
import { messages } from '../locales/en.po'
import { messages as jaMessages } from '../locales/ja.po'
import { addDays } from './history.ts'
import { paceLine, targetLabel } from './pace-sentences.ts'
import { visualOrder as visual } from './testing/bidi-visual.ts'
import { pointsOf } from './testing/census-points.ts'
import { linearDays } from './testing/pace-series.ts'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

// 300 of 1,000 plus one a day for 360 days: 65.9 % on the last day, a pace of 0.1 points a day.
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
  it('says when the trend reaches the target: 65.9 % + 0.1 a day reaches 80 % on day 141', () => {
    const targetDate = addDays(lastDay, 200)
    expect(line(80, targetDate)).toBe(
      `On pace: 80% expected by ${month(addDays(lastDay, 141))}, target ${month(targetDate)}.`,
    )
  })

  it('says where the trend gets to when it falls short: 65.9 % + 20 points = 85.9 %', () => {
    const targetDate = addDays(lastDay, 200)
    expect(line(90, targetDate)).toBe(
      `Behind pace: at today’s pace 86% by the target date, target 90% by ${month(targetDate)}.`,
    )
  })

  it('never rounds a share short of the target up to it', () => {
    const targetDate = addDays(lastDay, 10)
    // 65.9 % + 1 point = 66.9 %, short of 67 %.
    expect(line(67, targetDate)).toBe(
      `Behind pace: at today’s pace 66.9% by the target date, target 67% by ${month(targetDate)}.`,
    )
  })

  it('says a target is met, or that its date has passed', () => {
    expect(line(60, addDays(lastDay, 30))).toBe(
      `Target met: 66% now, target 60% by ${month(addDays(lastDay, 30))}.`,
    )
    expect(line(70, addDays(lastDay, -10))).toBe(
      `Target date passed: 66% now, target was 70% by ${month(addDays(lastDay, -10))}.`,
    )
  })

  it('says when the history is too short to have a pace', () => {
    const short = pointsOf(linearDays(1000, 300, 1, 20))
    const targetDate = '2027-12-31'
    expect(paceLine(i18n, short, { yesShare: 50, targetDate }, undefined, 'en-US')).toBe(
      'Too short a history to measure the pace: 32% now, target 50% by December 2027.',
    )
  })

  it('says nothing without a target', () => {
    expect(paceLine(i18n, points, undefined, undefined, 'en-US')).toBeUndefined()
  })

  it('speaks the UI’s language, with its dates and percent signs', () => {
    const targetDate = addDays(lastDay, 200)
    i18n.loadAndActivate({ locale: 'ja', locales: ['ja'], messages: jaMessages })
    expect(line(80, targetDate, 'ja')).toBe(
      `順調：${month(addDays(lastDay, 141), 'ja')}までに80%に達する見込み（目標は${month(targetDate, 'ja')}）。`,
    )
    expect(targetLabel(i18n, { yesShare: 40, targetDate: '2027-12-31' }, 'ja')).toBe(
      '目標：2027年12月までに40%',
    )
    i18n.loadAndActivate({ locale: 'de', locales: ['de'], messages: deMessages })
    expect(line(90, targetDate, 'de')).toBe(
      `Im Rückstand: beim heutigen Tempo 86\u00a0% zum Zieldatum, Ziel 90\u00a0% bis ${month(targetDate, 'de')}.`,
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
