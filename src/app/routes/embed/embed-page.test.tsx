import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import type { EmbedErrorCode } from '../../../domain/http/embed.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../../mocks/fixtures.ts'
import { CHART_DRAWN } from '../../../components/testing/chart-drawn.ts'
import { resetMockState, worker } from '../../testing/msw.ts'
import {
  createEmbedMock,
  EMBED_TOKEN as TOKEN,
  embedHandlers,
  type EmbedMock,
} from '../../features/embed/testing/embed-handlers.ts'
import { activateLanguage } from '../../i18n/language.tsx'
import { openEmbed } from '../../testing/open-embed.tsx'

let mock: EmbedMock

beforeEach(() => {
  mock = createEmbedMock()
  worker.use(...embedHandlers(mock))
})

afterEach(() => {
  document.documentElement.removeAttribute('data-theme')
})

/** Opens the view with the link's token, and waits for the United States' dashboard. */
async function openDashboard(path: string) {
  const screen = await openEmbed(path, TOKEN)
  await expect
    .element(screen.getByRole('heading', { name: 'Pipeline diversity: United States' }))
    .toBeVisible()
  await expect.element(screen.getByRole('figure', { name: 'Pipelines with leaders' })).toBeVisible()
  return screen
}

describe('EmbedPage', () => {
  it('exchanges the link token once, even in Strict Mode, and shows the dashboard', async () => {
    const screen = await openDashboard('/embed/regions/us?theme=dark')
    await expect.element(screen.getByText(/Viewing as emp-42/)).toBeVisible()
    // A portal vouched for this view: there is no sign-in of the viewer's to end.
    expect(screen.getByRole('button', { name: 'Sign out' }).elements()).toHaveLength(0)
    expect(mock.exchanges).toEqual([{ token: TOKEN, region: 'us' }])
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
  })

  it('opens `/embed/regions/US` (as TALENT_US_* spells it) as the same view, asking for `us`', async () => {
    await openDashboard('/embed/regions/US')
    expect(mock.exchanges).toEqual([{ token: TOKEN, region: 'us' }])
    await expect.poll(() => mock.historyReads.length).toBeGreaterThan(0)
    expect(mock.historyReads.every((path) => path.startsWith('/api/embed/regions/us/'))).toBe(true)
  })

  it("speaks the portal's locale: Arabic sets <html lang dir>, a locale it lacks formats only", async () => {
    const root = document.documentElement
    const screen = await openEmbed('/embed/regions/us?locale=ar-AE', TOKEN)
    await expect.element(screen.getByRole('figure').first()).toBeVisible()
    // The Arabic catalog is a chunk the dev server compiles on first use, beside the charts'.
    await expect.poll(() => [root.lang, root.dir], CHART_DRAWN).toEqual(['ar-AE', 'rtl'])
    await screen.unmount()
    await activateLanguage('en', 'en')

    const portuguese = await openEmbed('/embed/regions/us?locale=pt-BR', TOKEN)
    await expect.element(portuguese.getByRole('figure').first()).toBeVisible()
    // No Portuguese catalog: the UI stays in its language (English here) and says so.
    expect([root.lang, root.dir]).toEqual(['en', 'ltr'])
  })

  it('refreshes the figures on request', async () => {
    const reads: string[] = []
    const count = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname
      if (path === '/api/embed/regions/us/organization-info') reads.push(path)
    }
    worker.events.on('request:start', count)
    try {
      const screen = await openEmbed('/embed/regions/us', TOKEN)
      const refresh = screen.getByRole('button', { name: 'Refresh' })
      await expect.element(refresh).toBeVisible()
      const before = reads.length
      expect(before).toBeGreaterThan(0)
      await refresh.click()
      await expect.poll(() => reads.length).toBe(before + 1)
      await expect.element(screen.getByRole('button', { name: 'Refresh' })).toBeVisible()
    } finally {
      worker.events.removeListener('request:start', count)
    }
  })

  it.each<[EmbedErrorCode, RegExp]>([
    ['embed_link_expired', /This link has expired/],
    ['embed_link_invalid', /This link is not valid/],
    ['embed_link_used', /already been used/],
    ['embed_link_wrong_region', /issued for another region/],
  ])('shows the message of a refused link (%s)', async (code, message) => {
    mock.exchange = code
    const screen = await openEmbed('/embed/regions/us', TOKEN)
    const alert = screen.getByRole('alert')
    await expect.element(alert).toMatchTextContent(message)
    expect(mock.exchanges).toHaveLength(1)
  })

  it('signs in inside the frame when there is no link, offering only its region', async () => {
    resetMockState({ signedIn: [] })
    const screen = await openEmbed('/embed/regions/eu?compact=1')
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to see the dashboard' }))
      .toBeVisible()
    expect(
      screen
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Europe'])
    await userEvent.fill(screen.getByLabelText('E-mail address'), DEMO_EMAIL)
    await userEvent.fill(screen.getByLabelText('API key', { exact: true }), DEMO_API_KEY)
    await screen.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect
      .element(screen.getByRole('heading', { name: 'Pipeline diversity: Europe' }))
      .toBeVisible()
    // compact=1: the dashboard's table, not its charts.
    await expect
      .element(screen.getByRole('table', { name: /^Distributions in Europe/ }))
      .toBeVisible()
    expect(screen.getByRole('figure', { name: 'Pipelines with leaders' }).elements()).toHaveLength(
      0,
    )
    await expect
      .element(screen.getByText(`Viewing as ${DEMO_EMAIL}`, { exact: false }))
      .toBeVisible()
    expect(mock.exchanges).toHaveLength(0)
  })

  it('signs out of a sign-in made in the frame, back to the sign-in form', async () => {
    resetMockState({ signedIn: ['eu'] })
    const screen = await openEmbed('/embed/regions/eu')
    await expect
      .element(screen.getByText(`Viewing as ${DEMO_EMAIL}`, { exact: false }))
      .toBeVisible()
    await screen.getByRole('button', { name: 'Sign out' }).click()
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to see the dashboard' }))
      .toBeVisible()
    expect(
      screen.getByRole('heading', { name: 'Pipeline diversity: Europe' }).elements(),
    ).toHaveLength(0)
  })

  it('offers sign-in after a refused link', async () => {
    resetMockState({ signedIn: [] })
    mock.exchange = 'embed_link_used'
    const screen = await openEmbed('/embed/regions/us', TOKEN)
    await screen.getByRole('button', { name: 'Sign in with an API key instead' }).click()
    await expect
      .element(screen.getByRole('heading', { name: 'Sign in to see the dashboard' }))
      .toBeVisible()
  })

  it('uses an embed session the browser already holds (a reload after the exchange)', async () => {
    mock.hasSession = true
    const screen = await openEmbed('/embed/regions/us')
    await expect
      .element(screen.getByRole('figure', { name: 'Pipelines with leaders' }))
      .toBeVisible()
    expect(mock.exchanges).toHaveLength(0)
  })

  it('says the view expired when the embed session has run out', async () => {
    mock.hasSession = true
    mock.dataExpired = true
    const screen = await openEmbed('/embed/regions/us')
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent(/expired\. Reload the portal page/)
  })

  it('rejects an unknown region in the address', async () => {
    const screen = await openEmbed('/embed/regions/mars')
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/region that does not exist/)
  })
})
