import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { organizationInfoFor } from '../../../../mocks/fixtures.ts'
import { resetMockState, worker } from '../../../testing/msw.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { dashboardHeading } from '../../../testing/sign-in-form.ts'

const noData = (region: 'us') => ({
  ...organizationInfoFor(region),
  distributions: organizationInfoFor(region).distributions.map((distribution) => ({
    ...distribution,
    yesCount: null,
    noCount: null,
    status: 'no_data' as const,
  })),
  percentages: organizationInfoFor(region).percentages.map((percentage) => ({
    ...percentage,
    value: 0,
  })),
})

describe('the states of a region dashboard', () => {
  it('shows a skeleton under the heading while the metrics load, then the charts', async () => {
    resetMockState({ signedIn: ['us'] })
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    worker.use(
      http.get('/api/regions/:region/organization-info', async () => {
        await answered
        return HttpResponse.json(organizationInfoFor('us'))
      }),
    )
    const { screen } = await renderApp('/regions/us')
    await expect.element(dashboardHeading(screen, 'United States')).toBeVisible()
    await expect
      .element(
        screen.getByRole('status').filter({ hasText: 'Loading the metrics of United States…' }),
      )
      .toBeInTheDocument()
    await expect.element(screen.getByRole('figure').first()).not.toBeInTheDocument()

    answer()
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    await expect.element(screen.getByTestId('loading-skeleton')).not.toBeInTheDocument()
  })

  it('shows the empty state for a region with nothing reported, and refreshes from it', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(
      http.get('/api/regions/:region/organization-info', () => HttpResponse.json(noData('us'))),
    )
    const { screen } = await renderApp('/regions/us')
    await expect
      .element(screen.getByRole('heading', { name: 'No pipeline data yet' }))
      .toBeVisible()
    await expect
      .element(
        screen.getByText('The Talent Platform reports no pipeline data for United States yet.', {
          exact: false,
        }),
      )
      .toBeVisible()

    worker.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    await expect.element(dashboardHeading(screen, 'United States')).toBeVisible()
  })
})
