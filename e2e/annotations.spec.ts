import { annotationPaths, targetsResponseSchema } from '../src/domain/annotations.ts'
import { isoDay } from '../src/domain/history.ts'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Targets, events and definitions (issue 26) in demo mode, where the demo user is the administrator
 * (ADMIN_EMAILS defaults to demo@example.com): set with the keyboard on the trend view, listed
 * under the chart, logged, and read back through the API.
 */
test('an administrator sets a target, adds an event and words a definition', async ({ page }) => {
  await signIn(page, 'us')
  await page.goto('/regions/us/trends')
  const title = `Mentoring launched ${Date.now()}`

  const targetForm = page.getByRole('form', { name: 'Set a target' })
  await targetForm.getByLabel('Metric').selectOption('pipelinesWithWomen')
  await targetForm.getByLabel('Target share of yes (%)').fill('45')
  await targetForm.getByLabel('Target date').fill('2030-12-31')
  await targetForm.getByLabel('Target date').press('Enter')
  await expect(targetForm.getByRole('status')).toHaveText('Saved.')

  const eventForm = page.getByRole('form', { name: 'Add an event' })
  await eventForm.getByLabel('Date').fill(isoDay(Date.now()))
  await eventForm.getByLabel('Title (at most 80 characters)').fill(title)
  await eventForm.getByRole('button', { name: 'Add event' }).click()
  await expect(page.getByTestId('event-list')).toContainText(title)
  await expect(page.getByRole('table', { name: 'Change log' })).toContainText(`title: ${title}`)
  await expect(page.getByRole('table', { name: 'Change log' })).toContainText(
    'Target · pipelinesWithWomen',
  )

  const definitionForm = page.getByRole('form', { name: 'Our definition of a metric' })
  await definitionForm.getByLabel('Metric').selectOption('superstar')
  await definitionForm.getByLabel('Language').selectOption('en')
  await definitionForm
    .getByLabel('Definition (at most 2000 characters)')
    .fill(`${title}: our top 5 %.`)
  await definitionForm.getByRole('button', { name: 'Save definition' }).click()
  await expect(definitionForm.getByRole('status')).toHaveText('Saved.')

  // The card shows the organization's wording instead of the built-in one.
  await page.goto('/regions/us')
  const card = page.getByTestId('card-superstar')
  await card.getByText('Definition of Superstars').click()
  await expect(card.getByTestId('card-definition')).toContainText(`${title}: our top 5 %.`)

  const answer = await page.request.get(annotationPaths.targets('us'), {
    headers: { 'X-CSRF': '1' },
  })
  const body = targetsResponseSchema.parse(await answer.json())
  expect(body.canEdit).toBe(true)
  expect(body.targets).toContainEqual(
    expect.objectContaining({
      metric: 'pipelinesWithWomen',
      yesShare: 45,
      targetDate: '2030-12-31',
    }),
  )
})
