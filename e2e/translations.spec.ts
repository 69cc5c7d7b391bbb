import type { Page } from '@playwright/test'
import type { Language } from '../src/domain/languages.ts'
import { KNOWN_DISTRIBUTIONS } from '../src/domain/organization-info.ts'
import { expect, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { expectedCharts, MIN_GROUP_SIZE } from './support/expected.ts'
import { signInAs } from './support/languages.ts'

/**
 * The sentences the HR review corrected (issue 30, docs/i18n.md), read on the page in German,
 * Spanish, Arabic and Japanese: each expected text is the catalog's sentence with its
 * placeholders filled, so the page and the catalog must agree, and the old wording must be gone.
 */

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/**
 * A percentage as Intl writes it in any of our languages: "53%", "53 %", "53‎%‎", isolated inside a
 * right-to-left sentence.
 */
const SHARE = '\\u2066?\\d+(?:[.,]\\d+)?[\\u00a0\\u202f\\u200e]?%\\u200e?\\u2069?'

/** A catalog sentence as a pattern; `values` are patterns for its placeholders. */
function sentence(language: Language, english: string, values: Record<string, string>): string {
  return escape(translated(language, english)).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for {${name}} in "${english}"`)
    return value
  })
}

/** The facts a trend sentence may state (src/domain/trend-sentences.ts). */
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
    await expect(sparkline).toHaveAccessibleDescription(/\bdel \d.+ al \d.+ en 12 meses: .+\.$/)
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
})
