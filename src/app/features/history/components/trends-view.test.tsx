import { describe, expect, it } from 'vitest'
import { userEvent, type Locator } from 'vitest/browser'
import { http } from 'msw'
import { errorResponse } from '../../../../mocks/error-response.ts'
import { HISTORY_PATH, historyVariants } from '../../../../mocks/history-handlers.ts'
import {
  ANNOTATION_FIRST_DAY,
  ANNOTATION_LAST_DAY,
} from '../../../../domain/annotations/annotations.ts'
import { KNOWN_DISTRIBUTIONS } from '../../../../domain/metrics/organization-info.ts'
import { mockState, resetMockState, worker } from '../../../testing/msw.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { dashboardHeading } from '../../../testing/sign-in-form.ts'

const trendsHeading = 'Trends: United States'
/** The first render of a page loads its chunk and data: on a busy machine this takes a while. */
const FIRST_RENDER = { timeout: 30_000 }

describe('the trend view', { timeout: 60_000 }, () => {
  it('draws one chart per metric over 12 months, switches period in the URL and shows tables', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen, location } = await renderApp('/regions/us/trends')
    await expect
      .element(screen.getByRole('heading', { level: 1, name: trendsHeading }), FIRST_RENDER)
      .toBeVisible()
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with women' }))
      .toHaveAccessibleDescription(
        'Pipelines with women rose from 45% to 55% (7-day means at each end: 451 → 549 of 1,000 pipelines) over 12 months: a steady rise.',
      )
    expect(screen.getByTestId('trend-chart').elements()).toHaveLength(5)

    await userEvent.click(screen.getByRole('radio', { name: '3 months' }))
    await expect.poll(location).toBe('/regions/us/trends?period=3m')
    await expect
      .element(screen.getByRole('figure', { name: 'Superstars' }))
      .toHaveAccessibleDescription(/over 3 months: [^.]+\.$/)
    const text = (locator: Locator) => () => locator.query()?.textContent ?? ''
    await expect
      .poll(
        text(screen.getByRole('figure', { name: 'Superstars' }).getByTestId('trend-withheld-note')),
      )
      .toBe('Hidden on 21 days: fewer than 5 in the group')

    await userEvent.click(screen.getByRole('button', { name: 'View as table' }))
    await expect
      .poll(text(screen.getByTestId('trend-table-superstar')))
      .toContain('Hidden to protect privacy: fewer than 5 in this group')
    await expect
      .poll(text(screen.getByTestId('trend-table-pipelinesWithWomen')))
      .toContain('95% interval')
  })

  it('draws every chart when targets and events lie at the ends of the accepted dates', async () => {
    resetMockState({ signedIn: ['us'] })
    const { targets, events } = mockState.annotations
    for (const { key } of KNOWN_DISTRIBUTIONS) {
      targets.set(`us/${key}`, {
        metric: key,
        yesShare: 75,
        targetDate: ANNOTATION_LAST_DAY,
        startDate: null,
        version: 1,
      })
    }
    for (const date of [ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY]) {
      events.set(date, { id: date, region: null, date, title: date, note: null, version: 1 })
    }
    const { screen } = await renderApp('/regions/us/trends?period=all')
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with women' }), FIRST_RENDER)
      .toHaveAccessibleDescription(/The dashed line is the target: 75% by Dec 2100\./)
    expect(screen.getByTestId('trend-chart').elements()).toHaveLength(5)
    // The charts near the viewport are drawn (decision 0079), their time axis on to 2100.
    const ticks = () => document.querySelectorAll('.recharts-xAxis-tick-labels').length
    await expect.poll(ticks, FIRST_RENDER).toBeGreaterThan(0)
  })

  it('says no history is recorded yet', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(...historyVariants.empty)
    const { screen } = await renderApp('/regions/us/trends?period=all')
    await expect
      .element(
        screen.getByText('No history yet for this region: the first snapshot is recorded today.', {
          exact: false,
        }),
      )
      .toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })

  it('shows an error with a retry that loads the history', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(...historyVariants.error)
    const { screen } = await renderApp('/regions/us/trends')
    const retry = screen.getByRole('button', { name: /Try again|Retry/ })
    await expect.element(retry, FIRST_RENDER).toBeVisible()
    worker.resetHandlers()
    await userEvent.click(retry)
    await expect.element(screen.getByRole('figure', { name: 'Pipelines with women' })).toBeVisible()
  })

  it('marks demo history with a visible badge', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(...historyVariants.demo)
    const { screen } = await renderApp('/regions/us/trends')
    await expect
      .element(screen.getByTestId('demo-badge'), FIRST_RENDER)
      .toHaveTextContent('Demo data')
  })

  it('sends a region without a session to its sign-in page and back to the trends', async () => {
    resetMockState({ signedIn: ['us'] })
    const { location } = await renderApp('/regions/eu/trends?period=6m')
    await expect
      .poll(location, FIRST_RENDER)
      .toBe(
        '/sign-in?region=eu&returnTo=%2Fregions%2Feu%2Ftrends%3Fperiod%3D6m&reason=not_signed_in',
      )
  })
})

describe('trends on the dashboard', { timeout: 60_000 }, () => {
  it('puts a sparkline and its line of words on each metric card, and links to the trend view', async () => {
    resetMockState({ signedIn: ['us'] })
    const { screen, location } = await renderApp('/regions/us')
    await expect.element(dashboardHeading(screen, 'United States'), FIRST_RENDER).toBeVisible()
    const women = screen.getByTestId('card-pipelinesWithWomen')
    await expect
      .poll(() => women.getByTestId('trend-words').query()?.firstChild?.textContent, FIRST_RENDER)
      .toBe('12 months: +10 points, a steady rise')
    await expect
      .element(women.getByRole('img', { name: 'Pipelines with women: yes share over 12 months' }))
      .toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'See the trends of every metric' }))
    await expect.poll(location).toBe('/regions/us/trends')
  })

  it('renders the cards without trends, with a quiet note, when the history fails', async () => {
    resetMockState({ signedIn: ['us'] })
    worker.use(...historyVariants.error)
    const { screen } = await renderApp('/regions/us')
    await expect
      .element(screen.getByText('Trends are not available right now.'), FIRST_RENDER)
      .toBeVisible()
    await expect
      .element(screen.getByTestId('distribution-pipelinesWithWomen'), FIRST_RENDER)
      .toBeVisible()
    expect(screen.getByTestId('metric-trend').elements()).toHaveLength(0)
  })

  it('renders the cards while the history is still loading', async () => {
    resetMockState({ signedIn: ['us'] })
    // The history answer is held until the cards are checked, then let go, so no request is
    // left hanging when the worker stops.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    worker.use(
      http.get(HISTORY_PATH, async () => {
        await held
        return errorResponse('upstream_error')
      }),
    )
    const { screen } = await renderApp('/regions/us')
    await expect
      .element(screen.getByTestId('distribution-pipelinesWithWomen'), FIRST_RENDER)
      .toBeVisible()
    expect(screen.getByTestId('metric-trend').elements()).toHaveLength(0)
    release()
  })
})
