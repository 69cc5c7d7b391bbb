import { readFile } from 'node:fs/promises'
import { expect, signIn, test } from './fixtures.ts'
import { translated } from './support/catalog.ts'
import { chooseLanguage } from './support/languages.ts'
import { expectNoAxeViolations } from './support/report.ts'

/**
 * A fair comparison and the methodology page (issue 24), against the demo server. The
 * simulator's pipelines with leaders: Europe 40 of 100, UAE 10 of 25 and PHX 2 of 5 all show
 * 40 % (a three-way tie, with very different intervals), the United States 12 of 42 (29 %);
 * together 64 of 172. The 95 % intervals below are Wilson's, worked out by hand.
 */

test('the comparison says ties as ties, shows intervals and n, pools the signed-in regions and collapses the rest', async ({
  page,
}) => {
  for (const region of ['eu', 'uae', 'phx', 'us'] as const) await signIn(page, region)
  await page.goto('/compare?sort=value')
  const leaders = page.getByRole('figure', { name: 'Pipelines with leaders' })
  await expect(leaders).toHaveAccessibleDescription(
    'Pipelines with leaders: not clearly different across 4 regions with a value (29% to 40%).',
  )
  await expect(leaders.getByRole('listitem')).toHaveText([
    'Europe40% (40 of 100; 95% interval 30%–50%) · tied',
    'Phoenix (PHX)40% (2 of 5; 95% interval 11%–77%) · tied',
    'United Arab Emirates40% (10 of 25; 95% interval 23%–60%) · tied',
    'United States29% (12 of 42; 95% interval 17%–44%)',
  ])
  await expect(leaders.getByTestId('compare-pooled')).toHaveText(
    'All 4 signed-in regions together: 37% (64 of 172; 95% interval 30%–45%). Europe makes up 58% of this total.',
  )
  // Eight regions on offer, four signed in: one line for the other four, not four rows.
  const more = leaders.getByRole('link', { name: 'Sign in to 4 more regions' })
  await expect(more).toBeVisible()
  await expect(leaders.getByTestId(/^compare-row-(ca|gov|us2|ap)$/)).toHaveCount(0)
  // Europe does not report pipelines with women: left out of that metric's rows, named once.
  const women = page.getByRole('figure', { name: 'Pipelines with women' })
  await expect(women.getByTestId('compare-row-eu')).toHaveCount(0)
  await expect(women.getByTestId('compare-not-reported')).toHaveText('Not reported by Europe')
  // The percentages are compared too; the UAE reports none.
  const gender = page.getByRole('figure', { name: 'Gender diversity' })
  await expect(gender.getByTestId('compare-row-eu')).toHaveText('Europe48.3%')
  await expect(gender.getByTestId('compare-not-reported')).toHaveText(
    'Not reported by United Arab Emirates',
  )

  await page.getByRole('button', { name: 'View as table' }).click()
  const table = page.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(1 + 4 + 1)
  await expect(table.getByTestId('compare-table-pooled')).toContainText(
    '37% (64 of 172; 95% interval 30%–45%)',
  )

  await page.getByRole('link', { name: 'Sign in to 4 more regions' }).click()
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fcompare$/)
})

test('every CSV row links the methodology page, which the trend view and the glossary link too', async ({
  page,
}) => {
  await signIn(page, 'us')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const rows = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  const methodology = new URL('/methodology', page.url()).href
  for (const row of rows.slice(1)) expect(row.endsWith(`,${methodology}`)).toBe(true)

  await page.goto('/regions/us/trends')
  await page.getByRole('link', { name: 'How the figures are made' }).click()
  await expect(page).toHaveURL(/\/methodology$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'How the figures are made' }),
  ).toBeVisible()
  await page.goto('/glossary')
  await page.getByRole('link', { name: /^How the figures are made: / }).click()
  await expect(page).toHaveURL(/\/methodology$/)
})

const LANGUAGES = [
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'ar', name: 'العربية' },
  { code: 'ja', name: '日本語' },
] as const

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the methodology page reads in every language with no axe violations (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await page.goto('/methodology')
    await expect(
      page.getByRole('heading', { level: 1, name: 'How the figures are made' }),
    ).toBeVisible()
    await expectNoAxeViolations(page, testInfo, `methodology-en-${colorScheme}`)
    for (const { code, name } of LANGUAGES) {
      await chooseLanguage(page, name)
      await expect(
        page.getByRole('heading', { level: 1, name: translated(code, 'How the figures are made') }),
      ).toBeVisible()
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: translated(code, 'The band around a trend line'),
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page, testInfo, `methodology-${code}-${colorScheme}`)
    }
  })
}
