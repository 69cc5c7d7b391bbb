import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { apiPaths } from '../../../domain/http/contract.ts'
import { mockState, resetMockState, worker } from '../../testing/msw.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { dashboardHeading } from '../../testing/sign-in-form.ts'

const stopRecording: (() => void)[] = []
afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop()
})

/** Opens the header's account menu (a disclosure) where the sign-out buttons live, as a user would. */
async function openAccountMenu(): Promise<void> {
  const toggle = [...document.querySelectorAll<HTMLElement>('.app-header summary')].find(
    (element) => element.checkVisibility(),
  )
  if (toggle === undefined) throw new Error('the header shows no menu toggle')
  await userEvent.click(toggle)
}

/** The sign-out calls the page sends to the mock BFF, as `DELETE path`. */
function recordSignOuts(): string[] {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'DELETE') calls.push(`DELETE ${new URL(request.url).pathname}`)
  }
  worker.events.on('request:start', listener)
  stopRecording.push(() => worker.events.removeListener('request:start', listener))
  return calls
}

describe('signing out from the dashboard', () => {
  it('signs out of every region with one DELETE /api/session, then says so', async () => {
    resetMockState({ signedIn: ['us', 'eu', 'ca'] })
    const calls = recordSignOuts()
    const { screen, location } = await renderApp('/regions/eu')
    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()

    await openAccountMenu()
    await screen.getByRole('button', { name: 'Sign out of all regions' }).click()

    await expect.element(screen.getByText('You signed out of every region.')).toBeVisible()
    expect(location()).toBe('/sign-in?region=eu&reason=signed_out_all')
    expect(calls).toEqual([`DELETE ${apiPaths.session()}`])
    expect(mockState.sessions.size).toBe(0)
    await expect
      .element(screen.getByRole('navigation', { name: 'Regions you are signed in to' }))
      .not.toBeInTheDocument()
  })

  it('signs out of the shown region only with DELETE /api/session/:region', async () => {
    resetMockState({ signedIn: ['us', 'eu'] })
    const calls = recordSignOuts()
    const { screen, location } = await renderApp('/regions/eu')
    await expect.element(dashboardHeading(screen, 'Europe')).toBeVisible()
    await openAccountMenu()
    await screen.getByRole('button', { name: 'Sign out of Europe' }).click()

    await expect.element(screen.getByText('You signed out of Europe.')).toBeVisible()
    expect(location()).toBe('/sign-in?region=eu&reason=signed_out')
    expect(calls).toEqual([`DELETE ${apiPaths.regionSession('eu')}`])
    expect([...mockState.sessions.keys()]).toEqual(['us'])
  })
})
