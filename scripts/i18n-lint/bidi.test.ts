// The Arabic catalogs are compiled on import by the Lingui plugin (unit project, vitest.config.ts);
// their module type is the SPA's (src/vite-env.d.ts), which the Node typecheck does not include.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- no import of a .d.ts script
/// <reference path="../../src/vite-env.d.ts" />
import { setupI18n, type I18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePoFile } from '@lingui/format-po'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  cardImageLabel,
  contextLine,
  dashboardDescription,
  sourceLines,
  type CardItem,
  type ImageContext,
} from '../../src/components/DashboardGrid/chart-image-text.ts'
import {
  compareMetrics,
  type ComparedRegion,
} from '../../src/components/RegionComparison/comparison-model.ts'
import {
  metricSummary,
  pooledText,
  rowTargetText,
  rowText,
} from '../../src/components/RegionComparison/comparison-text.ts'
import { eventMarkName, marksSentence } from '../../src/components/TrendChart/marks-text.ts'
import { messages as arabicApp } from '../../src/locales/ar.po'
import { messages as arabicRare } from '../../src/locales/rare/ar.po'
import { messages as arabicShell } from '../../src/locales/shell/ar.po'
import { organizationInfoFor } from '../../src/mocks/fixtures.ts'
import { historyFixture } from '../../src/mocks/history-fixtures.ts'
import type { Target, TrendEvent } from '../../src/domain/annotations/annotations.ts'
import { withBidiIsolates } from '../../src/domain/text/bidi-messages.ts'
import { deckModel } from '../../src/domain/board-pack/deck-model.ts'
import type { DeckInput } from '../../src/domain/board-pack/deck-types.ts'
import { formatCount, formatDateTime, formatPercent } from '../../src/domain/text/format.ts'
import { addDays } from '../../src/domain/history/history.ts'
import { metricName } from '../../src/domain/metrics/metric-texts.ts'
import { paceSentence, targetLabel } from '../../src/domain/trend/pace-sentences.ts'
import { regionName } from '../../src/domain/regions/region-names.ts'
import {
  regionListText,
  sourceText,
  suppressionText,
} from '../../src/domain/board-pack/report-texts.ts'
import type { RegionId } from '../../src/domain/regions/regions.ts'
import { START_DAY, steadyMove } from '../../src/domain/trend/testing/census-series.ts'
import { pointsOf } from '../../src/domain/trend/testing/census-points.ts'
import { bidiProblems, visualText } from './visual-order.ts'
import { countsText } from '../../src/domain/trend/trend-facts.ts'
import type { TrendPeriod } from '../../src/domain/trend/trend-periods.ts'
import { trendLine, trendSentence } from '../../src/domain/trend/trend-sentences.ts'
import { describeTrend } from '../../src/domain/trend/trend-summary.ts'
import { formatDay, formatLongMonth } from '../../src/domain/trend/trend-wording.ts'

/**
 * Arabic as a reader sees it (issue 36): each sentence is run through a conforming Unicode
 * Bidirectional Algorithm (bidi-js) in a right-to-left paragraph, and the order on the line is
 * checked: figures read right to left in the sentence's order, each one whole ("21%", ".pptx"),
 * and an arrow points from the old count to the new one. The Lingui instance is set up as the
 * app sets up its own (`withBidiIsolates`), so what is checked is what the screen, the printed
 * report (PDF), the slides (PPTX) and the images show.
 */

const LOCALE = 'ar'
const arabic = withBidiIsolates(
  setupI18n({
    locale: LOCALE,
    messages: { [LOCALE]: { ...arabicShell, ...arabicApp, ...arabicRare } },
  }),
)

/** "8 → 11 of 40": the sentence says the count went from 8 to 11 (read right to left). */
function expectReadsFromTo(text: string, from: string, to: string) {
  const shown = visualText(text)
  expect(shown, `${text}\n(shown: ${shown})`).toContain(`${to} ← ${from}`)
}

function expectReadsRight(text: string) {
  expect(bidiProblems(text), `${text}\n(shown: ${visualText(text)})`).toEqual([])
}

describe('the visual-order check (bidi-js) fails on what a reader would misread', () => {
  it('an LRM before the count pair turns it left to right: the arrow points at the old count', () => {
    const misread = 'من 21\u200e%\u200e إلى 29\u200e%\u200e (9 ← 12 من أصل 42 مسارًا)'
    expect(visualText(misread)).toContain('9 ← 12')
    expect(bidiProblems(misread)).toContain('the arrow between "9" and "12" points at the first')
  })

  it('".pptx" after an opening bracket reads "pptx." in a right-to-left line', () => {
    expect(visualText('تنزيل الشرائح (.pptx)')).toContain('(pptx.)')
    expect(bidiProblems('تنزيل الشرائح (.pptx)')).toEqual(['".pptx" does not read left to right'])
    expect(bidiProblems('تنزيل الشرائح (\u200e.pptx)')).toEqual([])
  })

  it('"21%" after an Arabic letter reads "%21" unless marked as Intl marks it ("21‎%‎")', () => {
    expect(visualText('فترة الثقة 95%')).toContain('%95')
    expect(bidiProblems('فترة الثقة 95%')).toEqual(['"95%" does not read left to right'])
    expect(bidiProblems('فترة الثقة 95\u200e%\u200e')).toEqual([])
  })

  it('figures in the wrong order: a range turned left to right reads from its end', () => {
    const range = '\u206617\u200e%\u200e–44\u200e%\u200e\u2069'
    expect(bidiProblems(`فترة الثقة: ${range}`)).toEqual([
      '"17\u200e%\u200e" is read after "44\u200e%\u200e" (it is left of it)',
    ])
    expect(bidiProblems('من 21\u200e%\u200e إلى 29\u200e%\u200e')).toEqual([])
  })
})

/** Realistic values for a placeholder, by its name (the names the code gives them). */
function valueFor(name: string, index: number): string {
  if (/^(title|subject|email|text|note|viewer|field|term|reason|lockScope)$/i.test(name)) {
    return index % 2 === 0 ? 'Q3 reorganization' : 'hr-admin@example.com'
  }
  if (/(Count|count|total|Total|number|Size|size|regions|retry|width|height|days?)$/.test(name)) {
    return formatCount([9, 1184, 42, 5][index % 4] ?? 9, LOCALE)
  }
  if (/(share|Share|^from$|^to$|^low$|^high$|current|projected|^of$|about)/.test(name)) {
    return formatPercent([21, 29, 43.5, 8][index % 4] ?? 21, { locale: LOCALE })
  }
  if (/^change$/.test(name))
    return new Intl.NumberFormat(LOCALE, { signDisplay: 'always' }).format(13)
  if (/(day|Day|month|expected|date)/.test(name)) {
    return formatDay(addDays('2026-03-02', index * 40), LOCALE)
  }
  if (/(time|asOf|updated|relative|absolute|retryIn)/i.test(name)) {
    return formatDateTime(new Date(Date.UTC(2026, 10, 21, 10, index)), {
      locale: LOCALE,
      timeZone: 'UTC',
    })
  }
  // A phrase of the catalog (a count pair, a fact, a judgement, a region, a metric's name): the
  // hardest kind, one that begins with figures and holds an arrow.
  return `${formatCount(7 + index, LOCALE)} ← ${formatCount(12 + index, LOCALE)} مسارًا`
}

type Compiled = unknown[]

/** The plain placeholders and the plural/select arguments of a compiled message. */
function argumentsOf(tokens: unknown, names = new Map<string, 'plain' | 'number' | 'select'>()) {
  if (!Array.isArray(tokens)) return names
  for (const token of tokens as unknown[]) {
    if (!Array.isArray(token)) continue
    const [name, type, branches] = token as [string, string?, Record<string, unknown>?]
    names.set(name, type === undefined ? 'plain' : type === 'select' ? 'select' : 'number')
    for (const branch of Object.values(branches ?? {})) argumentsOf(branch, names)
  }
  return names
}

/** Every Arabic message (every file), its English id and its compiled form. */
function arabicMessages(): { english: string; id: string; compiled: Compiled }[] {
  const compiled: Record<string, unknown> = { ...arabicShell, ...arabicApp, ...arabicRare }
  return ['src/locales/shell/ar.po', 'src/locales/ar.po', 'src/locales/rare/ar.po'].flatMap(
    (file) =>
      parsePoFile(readFileSync(file, 'utf8')).items.flatMap((item) => {
        const id = generateMessageId(item.msgid, item.msgctxt ?? '')
        const message = compiled[id]
        return Array.isArray(message) ? [{ english: item.msgid, id, compiled: message }] : []
      }),
  )
}

describe('every Arabic message, its placeholders filled with realistic values', () => {
  const messages = arabicMessages()

  it('are all read (every catalog)', () => {
    expect(messages.length).toBeGreaterThan(300)
  })

  it.each([0, 1, 2, 3])('reads right to left with figures whole (plural count %i)', (count) => {
    const problems = messages.flatMap(({ english, id, compiled }) => {
      const values: Record<string, unknown> = {}
      let index = 0
      for (const [name, kind] of argumentsOf(compiled)) {
        values[name] =
          kind === 'number'
            ? [0, 1, 2, 11][count]
            : kind === 'select'
              ? 'other'
              : valueFor(name, index)
        index += 1
      }
      const text = arabic._(id, values)
      const found = bidiProblems(text)
      return found.length === 0
        ? []
        : [`${english}\n  ${text}\n  shown: ${visualText(text)}\n  ${found.join('; ')}`]
    })
    expect(problems).toEqual([])
  })
})

/** 365 days of pipelines with women: 9 of 42 in the first days, then 12 of 42 (21% → 29%). */
const rise = pointsOf(steadyMove(3, 42, 9 / 42, (12 - 9) / 0.42, 365), 'pipelinesWithWomen')
const fall = pointsOf(steadyMove(5, 1200, 0.4, -10, 365), 'pipelinesWithLeaders')
const period: TrendPeriod = { days: 365 }
const women = metricName(arabic, 'pipelinesWithWomen', 'Pipelines with women')
const leaders = metricName(arabic, 'pipelinesWithLeaders', 'Pipelines with leaders')
const target: Target = {
  metric: 'pipelinesWithWomen',
  yesShare: 40,
  targetDate: '2027-12-31',
  startDate: null,
  version: 1,
}
const events: TrendEvent[] = [
  { id: 'e1', region: 'us', date: '2026-03-02', title: 'إعادة الهيكلة', note: null, version: 1 },
  {
    id: 'e2',
    region: null,
    date: '2026-06-15',
    title: 'New hiring policy 2026',
    note: null,
    version: 1,
  },
]

describe('the screen’s sentences in Arabic', () => {
  it('the trend: the count pair’s arrow points from the old count to the new one', () => {
    const sentence = trendSentence(arabic, women, rise, period, LOCALE)
    const { start, end } = describeTrend(rise) as Extract<
      ReturnType<typeof describeTrend>,
      { status: 'ok' }
    >
    // The headline's counts are the 7-day means at each end (decision 0232): they rose.
    expect(start.yesCount).toBeLessThan(end.yesCount)
    expectReadsFromTo(sentence, String(start.yesCount), String(end.yesCount))
    expectReadsRight(sentence)
    // "من 21% إلى 29%": the first share is read first (on the right), each share whole.
    const shown = visualText(sentence)
    const [from, to] = [`${start.shown}%`, `${end.shown}%`]
    expect(shown.indexOf(to)).toBeGreaterThan(-1)
    expect(shown.indexOf(to)).toBeLessThan(shown.indexOf(from))
  })

  it('a fall, and totals that changed (1,200 → 1,200; 9 of 40 → 12 of 42)', () => {
    const sentence = trendSentence(arabic, leaders, fall, period, LOCALE)
    const { start, end } = describeTrend(fall) as Extract<
      ReturnType<typeof describeTrend>,
      { status: 'ok' }
    >
    expect(start.yesCount).toBeGreaterThan(end.yesCount)
    expectReadsFromTo(sentence, String(start.yesCount), String(end.yesCount))
    expectReadsRight(sentence)
    const changed = [
      ...pointsOf(steadyMove(3, 40, 9 / 40, 0, 180), 'pipelinesWithWomen'),
      ...pointsOf(steadyMove(3, 42, 12 / 42, 0, 185), 'pipelinesWithWomen').map((point, index) => ({
        ...point,
        date: addDays(START_DAY, 180 + index),
      })),
    ]
    const description = describeTrend(changed)
    if (description.status !== 'ok') throw new Error('no trend')
    const counts = countsText(
      arabic,
      description,
      'pipelinesWithWomen',
      'Pipelines with women',
      LOCALE,
    )
    expectReadsRight(counts)
    expectReadsRight(trendSentence(arabic, women, changed, period, LOCALE))
  })

  it('the trend card’s line, the pace and the target label', () => {
    expectReadsRight(trendLine(arabic, rise, period, LOCALE))
    expectReadsRight(targetLabel(arabic, target, LOCALE))
    const month = formatLongMonth(target.targetDate, LOCALE)
    for (const pace of [
      { status: 'on_pace', current: 35, projected: 41, low: 38.2, high: 43.9 },
      { status: 'behind', current: 29, projected: 31.6, low: 28.4, high: 34.1 },
      { status: 'met', current: 41 },
      { status: 'passed', current: 38.6 },
      { status: 'too_early', current: 29 },
      { status: 'unavailable' },
    ] as const) {
      const sentence = paceSentence(
        arabic,
        pace as Parameters<typeof paceSentence>[1],
        target,
        LOCALE,
      )
      expectReadsRight(sentence)
      expect(sentence).toContain(month)
    }
  })

  it('the chart’s marks: the target and the numbered events', () => {
    const marks = events.map((event, index) => ({
      time: Date.parse(event.date),
      number: index + 1,
      event,
    }))
    for (const mark of marks) expectReadsRight(eventMarkName(arabic, mark, LOCALE))
    expectReadsRight(marksSentence(arabic, target, marks, LOCALE))
  })

  it('the comparison: rows with counts and intervals, the pooled share, the summary', () => {
    const region = (id: RegionId): ComparedRegion => ({
      id,
      state: { kind: 'ok', info: organizationInfoFor(id) },
      targets: id === 'us' ? [target] : [],
      dashboardHref: '/',
      trendsHref: '/',
      signInHref: '/',
    })
    const nameOf = (id: RegionId) => regionName(arabic, id)
    const metrics = compareMetrics(
      [region('us'), region('ca'), region('eu')],
      'value',
      nameOf,
      LOCALE,
    )
    expect(metrics.length).toBeGreaterThan(3)
    for (const metric of metrics) {
      expectReadsRight(metricSummary(arabic, metric, nameOf, LOCALE))
      if (metric.pooled !== undefined)
        expectReadsRight(pooledText(arabic, metric.pooled, nameOf, LOCALE))
      for (const row of metric.rows) {
        expectReadsRight(rowText(arabic, row, LOCALE))
        expectReadsRight(rowTargetText(arabic, row, metric.key, LOCALE))
      }
    }
  })

  it('the source and suppression lines of every document, the slides button', () => {
    const asOf = formatDateTime(new Date('2026-11-21T10:00:00.000Z'), {
      locale: LOCALE,
      timeZone: 'UTC',
    })
    const regions = regionListText([regionName(arabic, 'us'), regionName(arabic, 'eu')], LOCALE)
    expectReadsRight(sourceText(arabic, regions, asOf))
    expectReadsRight(suppressionText(arabic, 5, LOCALE))
    const slides = arabic._(generateMessageId('Download slides (.pptx)', ''))
    expect(slides).not.toBe('Download slides (.pptx)')
    expect(visualText(slides)).toContain('(.pptx)')
    expectReadsRight(slides)
  })
})

/** Every string of a value (an object's fields, an array's items), wherever it is. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf)
  return []
}

describe('what the exports write in Arabic', () => {
  const history = historyFixture('us', { from: '2025-11-22', to: '2026-11-21' })

  it('the slides (PPTX): every text of the deck, summary to definitions', () => {
    const input: DeckInput = {
      organizationName: 'Pipeline Diversity',
      region: { id: 'us', info: organizationInfoFor('us') },
      history,
      period,
      compared: [
        { id: 'us', info: organizationInfoFor('us') },
        { id: 'ca', info: organizationInfoFor('ca') },
      ],
      demo: true,
      minGroupSize: 5,
      locale: LOCALE,
      timeZone: 'UTC',
      targets: [target],
      events,
    }
    const deck = deckModel(arabic, input)
    expect(deck.rtl).toBe(true)
    const texts = stringsOf({ title: deck.title, footer: deck.footer, slides: deck.slides })
    expect(texts.length).toBeGreaterThan(50)
    const misread = texts.flatMap((text) => {
      const problems = bidiProblems(text)
      return problems.length === 0
        ? []
        : [`${text} (shown: ${visualText(text)}): ${problems.join('; ')}`]
    })
    expect(misread).toEqual([])
    const summaries = deck.slides.flatMap((slide) =>
      slide.kind === 'metric' ? [slide.summary] : [],
    )
    expect(summaries.some((summary) => summary.includes('←'))).toBe(true)
  })

  it('the images and the printed report (PDF): titles, descriptions, source lines', () => {
    const asOf = formatDateTime(new Date('2026-11-21T10:00:00.000Z'), {
      locale: LOCALE,
      timeZone: 'UTC',
    })
    const series = new Map<string, ReturnType<typeof pointsOf>>([['pipelinesWithWomen', rise]])
    const context: ImageContext = {
      i18n: arabic as I18n,
      locale: LOCALE,
      regionLabel: regionName(arabic, 'us'),
      asOf,
      demo: true,
      organizationName: 'Pipeline Diversity',
      minGroupSize: 5,
      trend: (key) => series.get(key),
    }
    const info = organizationInfoFor('us')
    const items: CardItem[] = info.distributions.map((distribution) => ({
      kind: 'distribution',
      distribution,
    }))
    const texts = [
      contextLine(context),
      ...sourceLines(context),
      dashboardDescription(items, context),
      ...items.flatMap((item) => Object.values(cardImageLabel(item, context))),
    ]
    for (const text of texts) expectReadsRight(text)
  })
})
