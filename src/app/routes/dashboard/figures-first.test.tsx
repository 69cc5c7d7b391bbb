import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { appSettled, renderApp } from '../../testing/render-app.tsx'
import { resetMockState, worker } from '../../testing/msw.ts'
import { dashboardHeading } from '../../testing/sign-in-form.ts'

/** What the dashboard asks after its metrics, and how many bars were drawn when it asked. */
const AFTER_THE_FIGURES = /\/organization-info\/history|\/targets$|\/definitions$/

function drawnBars(): number {
  return [...document.querySelectorAll('[data-chart="share-bar"]')].filter(
    (chart) => chart.querySelector('.recharts-bar-rectangle') !== null,
  ).length
}

/** Decision 0394 (issue 39): the metrics' bars first, then what their answers would slow down. */
describe('the dashboard after its metrics have answered', () => {
  let asked: { path: string; bars: number }[] = []
  const onRequest = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (AFTER_THE_FIGURES.test(pathname)) asked.push({ path: pathname, bars: drawnBars() })
  }

  beforeEach(async () => {
    asked = []
    // Tall enough for every card to be in view: every bar is drawn before anything else.
    await page.viewport(1280, 2400)
    worker.events.on('request:start', onRequest)
  })

  afterEach(async () => {
    worker.events.removeListener('request:start', onRequest)
    await appSettled()
  })

  it('asks for its history, targets and definitions only once all five bars are drawn', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen } = await renderApp('/regions/us')
    await expect.element(dashboardHeading(screen, 'United States')).toBeVisible()
    // The history then comes, and the cards' trends with it.
    await expect
      .element(screen.getByTestId('card-superstar').getByText('12-month trend'))
      .toBeVisible()
    expect(asked.map(({ path }) => path).sort()).toEqual([
      '/api/regions/us/definitions',
      '/api/regions/us/organization-info/history',
      '/api/regions/us/targets',
    ])
    expect(asked.filter(({ bars }) => bars < 5)).toEqual([])
  })
})
