import type { Page } from '@playwright/test'
import { annotationPaths, targetsResponseSchema } from '../src/domain/annotations/annotations.ts'
import type { Language } from '../src/domain/text/languages.ts'
import { KNOWN_DISTRIBUTIONS } from '../src/domain/metrics/organization-info.ts'
import { bidiProblems, visualText } from '../scripts/i18n-lint/visual-order.ts'
import { expect, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { expectedCharts, MIN_GROUP_SIZE } from './support/expected.ts'
import { signInAs } from './support/languages.ts'

/**
 * The sentences the reviews corrected (issues 30 and 36, docs/i18n.md), read on the page in German,
 * Spanish, French, Arabic and Japanese: each expected text is the catalog's sentence with its
 * placeholders filled, so the page and the catalog must agree, and the old wording must be gone.
 */

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * A percentage as Intl writes it in any of our languages: "53%", "53 %", "53‎%‎", isolated inside a
 * right-to-left sentence.
 */
const SHARE = '\\u2066?\\d+(?:[.,]\\d+)?[\\u00a0\\u202f\\u200e]?%\\u200e?\\u2069?'

/** The isolates a right-to-left sentence puts around each placeholder (src/domain/text/bidi.ts). */
const ISOLATES = '[\\u2066-\\u2069]*'

/** A catalog sentence as a pattern; `values` are patterns for its placeholders. */
function sentence(language: Language, english: string, values: Record<string, string>): string {
  return escape(translated(language, english)).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in "${english}"`)
    return `${ISOLATES}${value}${ISOLATES}`
  })
}

/** The facts a trend sentence may state (src/domain/trend/trend-sentences.ts). */
const TREND_FACTS = [
  '{metric} rose from {from} to {to} ({counts}) {period}',
  '{metric} fell from {from} to {to} ({counts}) {period}',
  '{metric} moved from {from} to {to} ({counts}) {period}, within 1 point',
  '{metric} ended where they started, at {to} ({counts}) {period}',
]

/** The judgements that follow the fact. */
const TREND_JUDGEMENTS = [
  'a steady rise',
  'a steady fall',
  'a rise, but not a steady one',
  'a fall, but not a steady one',
  'a rise not yet clearly more than day-to-day movement',
  'a fall not yet clearly more than day-to-day movement',
  'up and down, not clearly more than day-to-day movement',
  'up and down, no clear direction',
  'level throughout',
  'too short a history to judge a direction',
]

/** 12 in each language's plural categories (CLDR): Arabic's "many", everyone else's "other". */
const TWELVE: Record<Language, string> = {
  en: 'other',
  fr: 'other',
  'fr-CA': 'other',
  de: 'other',
  es: 'other',
  ar: 'many',
  ja: 'other',
}

/** "over 12 months" as the period phrase says it, from the catalog's plural (decision 0232). */
function overTwelveMonths(language: Language): string {
  const plural = translated(
    language,
    '{months, plural, one {over {count} month} other {over {count} months}}',
  )
  const branch = new RegExp(`${TWELVE[language]} \\{([^{}]*(?:\\{count\\}[^{}]*)*)\\}`).exec(plural)
  if (branch?.[1] === undefined) throw new Error(`no "${TWELVE[language]}" in ${plural}`)
  // The count is isolated inside a right-to-left sentence.
  return escape(branch[1]).replace('{count}', '\\u2066?12\\u2069?')
}

/** A sparkline's summary, the fact then the judgement, over the last 12 months, in `language`. */
function trendSummary(language: Language, metric: string): RegExp {
  const values = {
    metric: escape(translated(language, metric)),
    from: SHARE,
    to: SHARE,
    counts: '[^()（）]+',
    period: overTwelveMonths(language),
  }
  const facts = TREND_FACTS.map((english) => sentence(language, english, values))
  const judgements = TREND_JUDGEMENTS.map((english) => escape(translated(language, english)))
  const whole = sentence(language, '{fact}: {judgement}.', {
    fact: `(?:${facts.join('|')})`,
    judgement: `(?:${judgements.join('|')})`,
  })
  return new RegExp(`^${whole}$`)
}

async function expectSparkline(page: Page, language: Language, metric: string) {
  const { key } = KNOWN_DISTRIBUTIONS.find(({ label }) => label === metric) ?? {}
  const name = translated(language, '{metric}: yes share over 12 months').replace(
    '{metric}',
    translated(language, metric),
  )
  const sparkline = page.getByTestId(`card-${key}`).getByRole('img', { name, exact: true })
  await expect(sparkline).toHaveAccessibleDescription(trendSummary(language, metric))
  return sparkline
}

/** Pipelines with women's target in the United States, set through the API as the form sets it. */
async function setTarget(page: Page) {
  const answer = await page.request.put(annotationPaths.target('us', 'pipelinesWithWomen'), {
    headers: { 'X-CSRF': '1' },
    data: { yesShare: 60, targetDate: '2031-06-30', startDate: null, version: 0 },
  })
  expect(answer.status()).toBe(200)
}

/** Deletes the United States' targets again: the journeys after these see the demo's charts. */
async function clearTargets(page: Page) {
  const headers = { 'X-CSRF': '1' }
  const answer = await page.request.get(annotationPaths.targets('us'), { headers })
  if (!answer.ok()) return
  for (const { metric, version } of targetsResponseSchema.parse(await answer.json()).targets) {
    const path = `${annotationPaths.target('us', metric)}?version=${version}`
    expect((await page.request.delete(path, { headers })).status()).toBe(204)
  }
}

/** The text an element's `aria-describedby` points at, as the page holds it. */
async function description(page: Page, name: string) {
  const element = page.getByRole('img', { name, exact: true })
  const id = (await element.getAttribute('aria-describedby')) ?? ''
  return (await page.locator(`[id="${id}"]`).textContent()) ?? ''
}

test.describe('German', () => {
  test.use({ locale: 'de-DE' })

  test('plural verbs after metric names, past periods, "Diversitätsanteile"', async ({ page }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'de', 'us')
    const sparkline = await expectSparkline(page, 'de', 'Pipelines with women')
    await expect(sparkline).toHaveAccessibleName(/in den letzten 12 Monaten$/)
    await expect(sparkline).toHaveAccessibleDescription(/^Pipelines mit Frauen (sind|haben) /)

    await page.getByRole('button', { name: translated('de', 'Show table') }).click()
    await expect(page.getByText(/^Diversitätsanteile in /)).toBeVisible()
  })

  test('the comparison: "bei 2 Regionen", overlapping intervals not ranked', async ({ page }) => {
    for (const region of ['eu', 'us'] as const) {
      await page.goto(`/sign-in?region=${region}`)
      await signInAs(page, 'de', region)
    }
    await page.goto('/compare?sort=value')
    const leaders = page.getByRole('figure', { name: translated('de', 'Pipelines with leaders') })
    // Europe 40 of 100 and the United States 12 of 42: their 95 % intervals overlap (issue 34).
    await expect(leaders).toHaveAccessibleDescription(
      'Pipelines mit Leitung: nicht klar verschieden bei 2 Regionen mit einem Wert (29\u00a0% bis 40\u00a0%).',
    )
    await expect(leaders).not.toHaveAccessibleDescription(/über \d|in Vereinigte/)
  })
})

test.describe('French', () => {
  test.use({ locale: 'fr-FR' })

  test.afterEach(async ({ page }) => {
    await clearTargets(page)
  })

  test('the annotation forms ask "Choisissez", the change log names its columns', async ({
    page,
  }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'fr', 'us')
    await page.goto('/regions/us/trends')
    const form = page.getByRole('form', { name: translated('fr', 'Set a target') })
    await expect(form.getByRole('option', { name: 'Choisissez un indicateur' })).toBeAttached()
    const log = page.getByRole('table', { name: translated('fr', 'Change log') })
    // The log is read after the trend view's figures: give it the time they take.
    await expect(log).toBeVisible({ timeout: 15_000 })
    await expect(log.getByRole('columnheader')).toHaveText([
      'Date',
      'Auteur',
      'Élément',
      'Avant',
      'Après',
    ])
  })
})

test.describe('Spanish', () => {
  test.use({ locale: 'es-ES' })

  test('a hidden group is not "personas"; changes read "del … al …"', async ({ page }) => {
    await page.goto('/sign-in?region=gov')
    await signInAs(page, 'es', 'gov')
    const hidden = expectedCharts('gov').find(({ status }) => status === 'suppressed')
    expect(hidden, 'US Government has a group below the minimum size').toBeDefined()
    const figure = page.getByRole('figure', { name: translated('es', hidden?.label ?? '') })
    const notice = translated(
      'es',
      'Hidden to protect privacy: fewer than {minimumGroupSize} in this group',
    ).replace('{minimumGroupSize}', String(MIN_GROUP_SIZE))
    await expect(figure.getByTestId('distribution-status')).toHaveText(notice)
    await expect(figure).not.toContainText('personas')

    await page.goto('/sign-in?region=us')
    await signInAs(page, 'es', 'us')
    const sparkline = await expectSparkline(page, 'es', 'Pipelines with women')
    // The fact says what rose ("la proporción de sí"), one colon, the judgement after a semicolon.
    await expect(sparkline).toHaveAccessibleDescription(
      /^Canteras con mujeres: la proporción de sí \S+ del \d.+ al \d.+ en 12 meses(, [^:;]+)?; [^:;]+\.$/,
    )
  })

  test('a target takes the article: "Objetivo del 60 %"', async ({ page }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'es', 'us')
    await setTarget(page)
    try {
      await page.goto('/compare')
      const women = page.getByRole('figure', { name: translated('es', 'Pipelines with women') })
      const row = women.getByTestId('compare-row-us')
      await expect(row).toContainText(/ · Objetivo del 60\u00a0% para jun\S* 2031/)
      await expect(row).not.toContainText(/[Oo]bjetivo \d/)
    } finally {
      await clearTargets(page)
    }
  })
})

test.describe('Arabic', () => {
  test.use({ locale: 'ar-AE' })

  test('the yes share is named, not the metric in the wrong case; nothing counted is not "no one"', async ({
    page,
  }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ar', 'us')
    const sparkline = await expectSparkline(page, 'ar', 'Superstars')
    await expect(sparkline).toHaveAccessibleDescription(/نسبة «نعم»/)

    await page.goto('/sign-in?region=gov')
    await signInAs(page, 'ar', 'gov')
    const empty = expectedCharts('gov').find(
      (chart) => chart.status === 'no_data' && chart.text === 'None counted',
    )
    expect(empty, 'US Government has a metric with nothing counted').toBeDefined()
    const figure = page.getByRole('figure', { name: translated('ar', empty?.label ?? '') })
    await expect(figure.getByText(translated('ar', 'None counted'), { exact: true })).toBeVisible()
  })

  test('the trend reads right to left: the arrow points from the old count to the new; the change log separates with "، "', async ({
    page,
  }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ar', 'us')
    const women = translated('ar', '{metric}: yes share over 12 months').replace(
      '{metric}',
      translated('ar', 'Pipelines with women'),
    )
    await expectSparkline(page, 'ar', 'Pipelines with women')
    // The page's own text through the Unicode Bidirectional Algorithm (bidi-js), as a reader sees it.
    const text = await description(page, women)
    expect(text).toContain('←')
    expect(bidiProblems(text), visualText(text)).toEqual([])

    await setTarget(page)
    try {
      await page.goto('/regions/us/trends')
      const log = page.getByRole('table', { name: translated('ar', 'Change log') })
      // The log is read after the trend view's figures: give it the time they take.
      await expect(log).toBeVisible({ timeout: 15_000 })
      await expect(log.getByRole('columnheader')).toHaveText([
        'الوقت',
        'المستخدم',
        'العنصر',
        translated('ar', 'Before'),
        translated('ar', 'After'),
      ])
      const after = log.getByRole('row').nth(1).getByRole('cell').nth(4)
      await expect(after).toContainText('، ')
      await expect(after).not.toContainText(', ')
    } finally {
      await clearTargets(page)
    }
  })
})

test.describe('Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('no space before %, and the comparison summary is a whole sentence', async ({ page }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ja', 'us')
    await expectSparkline(page, 'ja', 'Pipelines with women')
    await expect(page.getByTestId('card-pipelinesWithWomen')).not.toContainText(/\s%/)

    await page
      .getByRole('link', { name: translated('ja', 'Compare regions') })
      .first()
      .click()
    const women = page.getByRole('figure', { name: translated('ja', 'Pipelines with women') })
    // A whole sentence in Japanese, its share written without a space before %.
    await expect(women).toHaveAccessibleDescription(
      new RegExp(`^${escape(translated('ja', 'Pipelines with women'))}.*\\d%.*$`),
    )
    await expect(women).toHaveAccessibleDescription(/です。$/)
  })

  test('the trend chart’s sentences follow 「。」 without a space; a target reads 「目標：」', async ({
    page,
  }) => {
    await page.goto('/sign-in?region=us')
    await signInAs(page, 'ja', 'us')
    await setTarget(page)
    try {
      await page.goto('/regions/us/trends')
      const summary = page
        .getByTestId('trend-chart-summary')
        .filter({ hasText: translated('ja', 'Pipelines with women') })
        .first()
      // The trend's sentence, then the target's: 「…。破線は目標です：…」.
      await expect(summary).toContainText(/。破線は目標です：/)
      await expect(summary).not.toContainText(/。\s/)
    } finally {
      await clearTargets(page)
    }
  })
})
