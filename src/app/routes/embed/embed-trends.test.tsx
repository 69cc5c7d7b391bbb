import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { CHART_DRAWN } from '../../../components/testing/chart-drawn.ts'
import { errorResponse } from '../../../mocks/error-response.ts'
import { organizationInfoFor } from '../../../mocks/fixtures.ts'
import {
  createEmbedMock,
  EMBED_TOKEN,
  embedHandlers,
  type EmbedMock,
} from '../../features/embed/testing/embed-handlers.ts'
import { resetMockState, worker } from '../../testing/msw.ts'
import { openEmbed } from '../../testing/open-embed.tsx'

/**
 * The embed view's trends (decision 0225): each metric's sparkline and change line, read with
 * the embed session, never holding up the figures, and off with the host parameter `trends=0`.
 */
let mock: EmbedMock

/** The change line as the dashboard's cards word it (docs/decisions/0150). */
const TREND_LINE =
  /^12 months: ([+-]\d+ points?|no change), (a steady rise|a steady fall|a (rise|fall)(, but not a steady one| not yet clearly more than day-to-day movement)|up and down, (no clear direction|not clearly more than day-to-day movement)|mostly in one jump, on .+|(rose|fell) until .+, then (fell|rose)|level throughout)/

beforeEach(() => {
  mock = createEmbedMock()
  worker.use(...embedHandlers(mock))
})

describe('trends in the embed view', { timeout: 60_000 }, () => {
  it('shows a sparkline and the change line on each card, read with the embed session', async () => {
    const screen = await openEmbed('/embed/regions/us', EMBED_TOKEN)
    const women = screen.getByTestId('card-pipelinesWithWomen')
    await expect
      .poll(() => women.getByTestId('trend-words').query()?.firstChild?.textContent, CHART_DRAWN)
      .toBe('12 months: +10 points, a steady rise')
    await expect
      .element(women.getByRole('img', { name: 'Pipelines with women: yes share over 12 months' }))
      .toBeVisible()
    // Every reported distribution has its trend; each line is worded as on the dashboard.
    const reported = organizationInfoFor('us').distributions.filter((d) => d.status === 'ok')
    for (const distribution of reported) {
      const card = screen.getByTestId(`card-${distribution.key}`)
      await expect.element(card.getByTestId('sparkline')).toBeVisible()
      expect(card.getByTestId('trend-words').element().firstChild?.textContent).toMatch(TREND_LINE)
    }
    expect(mock.historyReads).toContain('/api/embed/regions/us/organization-info/history')
    expect(screen.getByTestId('trends-unavailable').elements()).toHaveLength(0)
  })

  it('lists the trends under the compact table', async () => {
    const screen = await openEmbed('/embed/regions/us?compact=1', EMBED_TOKEN)
    await expect.element(screen.getByRole('table', { name: /^Distributions in/ })).toBeVisible()
    const list = screen.getByRole('region', { name: '12-month trends' })
    await expect.element(list.getByTestId('table-trend-pipelinesWithWomen')).toBeVisible()
    const words = list.getByTestId('table-trend-pipelinesWithWomen').getByTestId('trend-words')
    await expect.poll(() => words.query()?.firstChild?.textContent, CHART_DRAWN).toMatch(TREND_LINE)
  })

  it('with trends=0 shows no trends and reads no history', async () => {
    const screen = await openEmbed('/embed/regions/us?trends=0', EMBED_TOKEN)
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    expect(screen.getByTestId('metric-trend').elements()).toHaveLength(0)
    expect(mock.historyReads).toEqual([])
  })

  it('shows the figures and a short message when the history cannot be read', async () => {
    mock.history = 'error'
    const screen = await openEmbed('/embed/regions/us', EMBED_TOKEN)
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    await expect
      .element(screen.getByTestId('trends-unavailable'), CHART_DRAWN)
      .toHaveTextContent('Trends are not available right now.')
    expect(screen.getByTestId('metric-trend').elements()).toHaveLength(0)
  })

  it('shows the figures while the history is still on its way', async () => {
    // The history answer is held until the figures are checked, then let go.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    worker.use(
      http.get('/api/embed/regions/:region/organization-info/history', async () => {
        await held
        return errorResponse('store_unavailable')
      }),
    )
    const screen = await openEmbed('/embed/regions/us', EMBED_TOKEN)
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    expect(screen.getByTestId('metric-trend').elements()).toHaveLength(0)
    expect(screen.getByTestId('trends-unavailable').elements()).toHaveLength(0)
    // Each card keeps a trend's room meanwhile, so nothing below moves when it arrives.
    const card = screen.getByTestId('card-pipelinesWithLeaders').element()
    const room = card.querySelector('.mt--pending')
    expect(room?.getBoundingClientRect().height).toBeGreaterThan(90)
    release()
    await expect.element(screen.getByTestId('trends-unavailable'), CHART_DRAWN).toBeVisible()
    expect(card.querySelector('.mt--pending')).toBeNull()
  })

  it('reads the history with the user session after a sign-in inside the frame', async () => {
    resetMockState({ signedIn: ['eu'] })
    const screen = await openEmbed('/embed/regions/eu')
    const women = screen.getByTestId('card-pipelinesWithWomen')
    await expect.element(women.getByTestId('sparkline'), CHART_DRAWN).toBeVisible()
    expect(mock.historyReads).toEqual([])
  })
})
