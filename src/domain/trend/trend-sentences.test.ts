// The English catalog is compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// its module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../../vite-env.d.ts" />
import { i18n, setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { messages as arMessages } from '../../locales/ar.po'
import { messages as deMessages } from '../../locales/de.po'
import { messages } from '../../locales/en.po'
import { messages as frMessages } from '../../locales/fr.po'
import { messages as jaMessages } from '../../locales/ja.po'
import { addDays } from '../history/history.ts'
import { START_DAY, steadyMove, stepChange, type CensusDay } from './testing/census-series.ts'
import { pointsOf as censusPoints } from './testing/census-points.ts'
import type { TrendPoint } from './trend-series.ts'
import { judgementText } from './trend-judgements.ts'
import { trendLine, trendSentence } from './trend-sentences.ts'
import { trendDetails } from './trend-wording.ts'
import { describeTrend, type TrendJudgement } from './trend-summary.ts'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages })
})

const pointsOf = (days: readonly CensusDay[], key = 'pipelinesWithWomen') => censusPoints(days, key)

/** Days from yes counts of `total`, one a day from START_DAY. */
const daysOf = (yesCounts: readonly number[], total: number): CensusDay[] =>
  yesCounts.map((yesCount, index) => ({ date: addDays(START_DAY, index), yesCount, total }))

const sentence = (points: TrendPoint[]) =>
  trendSentence(i18n, 'Pipelines with women', points, { days: 365 }, 'en-US')
const line = (points: TrendPoint[]) => trendLine(i18n, points, { days: 365 }, 'en-US')

describe('trendSentence and trendLine', () => {
  it('say a steady rise in counts first, from the 7-day means at each end, said as such', () => {
    const points = pointsOf(steadyMove(7, 1000, 0.45, 10, 365))
    expect(sentence(points)).toBe(
      'Pipelines with women rose from 45% to 55% (7-day means at each end: 451 → 549 of 1,000 pipelines) over 12 months: a steady rise.',
    )
    expect(line(points)).toBe('12 months: +10 points, a steady rise')
  })

  it('say a steady fall, with a minus sign on the card', () => {
    const points = pointsOf(steadyMove(7, 2000, 0.4, -10, 365))
    expect(sentence(points)).toBe(
      'Pipelines with women fell from 40% to 30% (7-day means at each end: 798 → 602 of 2,000 pipelines) over 12 months: a steady fall.',
    )
    expect(line(points)).toBe('12 months: -10 points, a steady fall')
  })

  it('let no single odd day swing the headline: a one-day dip on the first day moves it less than a point', () => {
    // 12 of 25 for a year, but 9 of 25 on the very first day (UAE's diverse ethnicity, issue 34).
    const counts = Array.from({ length: 365 }, (_, day) => (day === 0 ? 9 : 12))
    const points = pointsOf(daysOf(counts, 25))
    const described = describeTrend(points)
    expect(described.status === 'ok' && described.start.share).toBeCloseTo(46.3, 1)
    expect(line(points)).toBe('12 months: +2 points, mostly in one jump, on Nov 25, 2025')
    // The tooltip still gives the single days.
    expect(trendDetails(i18n, points, 'en-US')).toMatch(/^Nov 24, 2025: 36% \(9 of 25; /)
  })

  it('name a step with its day: one jump of one pipeline is a rise in fact, mostly in one jump', () => {
    const points = pointsOf(stepChange(10, 4, 1, 180, 365))
    expect(sentence(points)).toBe(
      'Pipelines with women rose from 40% to 50% (7-day means at each end: 4 → 5 of 10 pipelines) over 12 months: mostly in one jump, on May 23, 2026.',
    )
    expect(line(points)).toBe('12 months: +10 points, mostly in one jump, on May 23, 2026')
  })

  it('name a rise then a fall, and a fall then a rise, with the day it turned', () => {
    const ramp = (from: number, to: number, days: number) =>
      Array.from({ length: days }, (_, day) => Math.round(from + ((to - from) * day) / days))
    const peak = [...ramp(300, 400, 180), ...ramp(400, 330, 185)]
    expect(sentence(pointsOf(daysOf(peak, 1000)))).toBe(
      'Pipelines with women rose from 30% to 33% (7-day means at each end: 302 → 332 of 1,000 pipelines) over 12 months: rose until May 23, 2026, then fell.',
    )
    const trough = [...ramp(400, 300, 180), ...ramp(300, 400, 185)]
    expect(line(pointsOf(daysOf(trough, 1000)))).toBe(
      '12 months: no change, fell until May 23, 2026, then rose',
    )
  })

  it('say "up and down" without claiming a direction for a series that went both ways, and "level" for one that never moved', () => {
    const upAndDown = [...Array(120).fill(20), ...Array(120).fill(30), ...Array(125).fill(21)]
    expect(sentence(pointsOf(daysOf(upAndDown, 100)))).toBe(
      'Pipelines with women moved from 20% to 21% (7-day means at each end: 20 → 21 of 100 pipelines) over 12 months, within 1 point: up and down, not clearly more than day-to-day movement.',
    )
    const level = pointsOf(daysOf(Array(365).fill(16), 40))
    expect(sentence(level)).toBe(
      'Pipelines with women ended where they started, at 40% (7-day means at each end: 16 → 16 of 40 pipelines) over 12 months: level throughout.',
    )
    expect(line(level)).toBe('12 months: no change, level throughout')
  })

  it('give both totals when the number counted changed', () => {
    const days = [...daysOf(Array(200).fill(40), 100), ...daysOf(Array(165).fill(60), 120)].map(
      (day, index) => ({ ...day, date: addDays(START_DAY, index) }),
    )
    expect(sentence(pointsOf(days))).toMatch(
      / rose from 40% to 50% \(7-day means at each end: 40 of 100 → 60 of 120 pipelines\) /,
    )
  })

  it('count roles for roles, and say when the history is too short to judge', () => {
    const points = pointsOf(steadyMove(3, 300, 0.3, 8, 28), 'rolesWithSuccessorsReady')
    expect(trendSentence(i18n, 'Roles with successors ready', points, { days: 91 }, 'en-US')).toBe(
      'Roles with successors ready rose from 31% to 37% (7-day means at each end: 93 → 111 of 300 roles) over 27 days: too short a history to judge a direction.',
    )
  })

  it('never name a change without two shown days', () => {
    const points = pointsOf([
      { date: START_DAY, yesCount: undefined, total: 10 },
      { date: addDays(START_DAY, 1), yesCount: 5, total: 10 },
    ])
    expect(sentence(points)).toBe(
      'Pipelines with women: not enough shown data to describe a change.',
    )
    expect(line(points)).toBe('Not enough shown data for a trend')
  })
})

describe('the period a trend covers, from its own dates', () => {
  const rise = (length: number) => pointsOf(steadyMove(7, 1000, 0.45, 10, length))

  it('says days under eight weeks, months above, and "since" a day when the history starts inside the period', () => {
    expect(line(rise(41))).toMatch(/^40 days: /)
    expect(sentence(rise(41))).toMatch(/\) over 40 days: /)
    expect(line(rise(200))).toMatch(/^Since Nov 24, 2025: /)
    expect(sentence(rise(200))).toMatch(/\) since Nov 24, 2025: /)
    expect(trendLine(i18n, rise(200), { days: 182 }, 'en-US')).toMatch(/^7 months: /)
    expect(trendLine(i18n, rise(92), { days: 91 }, 'en-US')).toMatch(/^3 months: /)
  })

  it('says when the last value shown is more than a week old', () => {
    // A year of days whose last 100 are withheld: the last value is from August.
    const days = steadyMove(7, 1000, 0.45, 10, 365).map((day, index) =>
      index >= 265 ? { ...day, yesCount: undefined } : day,
    )
    const points = pointsOf(days)
    expect(sentence(points)).toMatch(/\. The latest value shown is from Aug 15, 2026\.$/)
    expect(line(points)).toMatch(/ · latest Aug 15, 2026$/)
    // Or when the history itself stops: read on a later day.
    const stopped = rise(365)
    expect(
      trendLine(i18n, stopped, { days: 365, today: addDays(START_DAY, 380) }, 'en-US'),
    ).toMatch(/ · latest Nov 23, 2026$/)
    expect(
      trendLine(i18n, stopped, { days: 365, today: addDays(START_DAY, 370) }, 'en-US'),
    ).not.toMatch(/latest/)
  })
})

describe('rare metrics', () => {
  it('say the relative change too, with one decimal: "553 → 0 of 44,400: all gone" is a steady fall, never "level"', () => {
    // US2's superstars: 553 of 44,400 three months ago, 6 fewer a day, none today.
    const counts = Array.from({ length: 92 }, (_, day) => Math.max(0, 553 - Math.round(day * 6.08)))
    const points = pointsOf(daysOf(counts, 44_400), 'superstar')
    expect(trendSentence(i18n, 'Superstars', points, { days: 91 }, 'en-US')).toBe(
      'Superstars fell from 1.2% to 0.0% (7-day means at each end: 535 → 18 of 44,400 in total, 97% fewer) over 3 months: a steady fall.',
    )
    const gone = pointsOf(
      daysOf([...counts.slice(0, 80), ...Array(12).fill(0)], 44_400),
      'superstar',
    )
    expect(trendLine(i18n, gone, { days: 91 }, 'en-US')).toBe(
      '3 months: -1.2 points, all gone, a steady fall',
    )
  })

  it('say a rise from none, and how many times as many', () => {
    const fromNone = pointsOf(daysOf([...Array(60).fill(0), ...Array(60).fill(30)], 1000))
    expect(line(fromNone)).toMatch(/^Since Nov 24, 2025: \+3\.0 points, from none, /)
    const threefold = pointsOf(daysOf([...Array(60).fill(10), ...Array(60).fill(32)], 1000))
    expect(line(threefold)).toMatch(/^Since Nov 24, 2025: \+2\.2 points, 3\.2 times as many, /)
  })
})

describe('judgementText', () => {
  const described = describeTrend(pointsOf(steadyMove(7, 1000, 0.45, 10, 365)))
  if (described.status !== 'ok') throw new Error('a steady move is described')
  const words = (judgement: TrendJudgement, fact = described.fact, date?: string) =>
    judgementText(
      i18n,
      { ...described, judgement, fact, ...(date === undefined ? {} : { date }) },
      'en-US',
    )

  it('never claims more than the test: a rise or fall not yet clear says so, "no clear direction" only when there is none', () => {
    expect(words('unclear', 'rose')).toBe('a rise not yet clearly more than day-to-day movement')
    expect(words('unclear', 'fell')).toBe('a fall not yet clearly more than day-to-day movement')
    expect(words('unclear', 'about_same')).toBe(
      'up and down, not clearly more than day-to-day movement',
    )
    expect(words('no_clear_direction', 'about_same')).toBe('up and down, no clear direction')
    expect(words('uneven', 'rose')).toBe('a rise, but not a steady one')
    expect(words('uneven', 'fell')).toBe('a fall, but not a steady one')
    expect(words('step', 'rose', '2026-03-03')).toBe('mostly in one jump, on Mar 3, 2026')
    expect(words('peak', 'rose', '2026-03-03')).toBe('rose until Mar 3, 2026, then fell')
    expect(words('trough', 'fell', '2026-03-03')).toBe('fell until Mar 3, 2026, then rose')
    expect(words('level', 'unchanged')).toBe('level throughout')
    expect(words('too_short')).toBe('too short a history to judge a direction')
  })

  it('isolates the day inside an Arabic sentence', () => {
    const ar = setupI18n({ locale: 'ar', messages: { ar: arMessages } })
    const text = judgementText(ar, { ...described, judgement: 'step', date: '2026-03-03' }, 'ar')
    expect(text).toMatch(/\u2066[^\u2069]+\u2069/)
  })
})

describe('the trend words in other languages', () => {
  const rise = pointsOf(steadyMove(7, 1000, 0.45, 10, 365), 'pipelinesWithLeaders')

  it('use plural verbs for German metric names, and German plural points', () => {
    const de = setupI18n({ locale: 'de', messages: { de: deMessages } })
    expect(trendSentence(de, 'Pipelines mit Leitung', rise, { days: 365 }, 'de')).toBe(
      'Pipelines mit Leitung sind innerhalb von 12 Monaten von 45\u00a0% auf 55\u00a0% gestiegen (7-Tage-Mittel an beiden Enden: 451 → 549 von 1.000 Pipelines): ein stetiger Anstieg.',
    )
    expect(trendLine(de, rise, { days: 365 }, 'de')).toBe(
      '12 Monate: +10 Prozentpunkte, ein stetiger Anstieg',
    )
  })

  it('put no-break spaces before French colons and percent signs', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: frMessages } })
    const sentence = trendSentence(fr, 'Viviers avec responsable', rise, { days: 365 }, 'fr')
    expect(sentence).toMatch(
      /^Viviers avec responsable\u00a0: hausse de 45[\u00a0\u202f]% à 55[\u00a0\u202f]% /,
    )
    expect(sentence).not.toMatch(/ [:;%]/)
  })

  it('read right to left in Arabic (the arrow points the reading way) and without a "one" form in Japanese', () => {
    const ar = setupI18n({ locale: 'ar', messages: { ar: arMessages } })
    expect(trendSentence(ar, 'مسارات المواهب التي لها قائد', rise, { days: 365 }, 'ar')).toContain(
      '←',
    )
    const ja = setupI18n({ locale: 'ja', messages: { ja: jaMessages } })
    expect(trendLine(ja, rise, { days: 365 }, 'ja')).toBe('12か月：+10ポイント、着実な上昇')
  })

  it('never says a share short of the target rounded onto it, and leaves others as they are', () => {
    // 30 days at 3,500 of 10,000, then 30 at 3,996: the last week's mean is 39.96 %, short of 40.
    const days = daysOf([...Array<number>(30).fill(3500), ...Array<number>(30).fill(3996)], 10000)
    const points = pointsOf(days)
    const said = (target?: number) =>
      trendSentence(i18n, 'Pipelines with women', points, { days: 365 }, 'en-US', target)
    expect(said(40)).toMatch(/ rose from 35% to 39\.96% /)
    expect(said(40)).not.toMatch(/ to 40% /)
    // No target, or one already passed: the share is said as every share is.
    expect(said()).toMatch(/ rose from 35% to 40% /)
    expect(said(35)).toMatch(/ rose from 35% to 40% /)
  })
})
