import { afterAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/text/languages.ts'
import { DashboardActions } from '../DashboardGrid/DashboardActions.tsx'
import { activateCatalog } from '../testing/activate-catalog.ts'
import { render } from '../testing/render.tsx'
import '../../styles/tokens.css'
import '../../styles/global.css'

const noop = () => undefined

function Actions({ refreshing }: { refreshing: boolean }) {
  return (
    <DashboardActions
      view="charts"
      empty={false}
      refreshing={refreshing}
      onRefresh={noop}
      onViewChange={noop}
      onDownloadCsv={noop}
      onDownloadImage={noop}
    />
  )
}

afterAll(async () => {
  await activateCatalog('en')
})

describe('BusyLabel', () => {
  for (const language of LANGUAGES) {
    it(`keeps the refresh button's width while it refreshes (${language})`, async () => {
      await activateCatalog(language)
      const screen = await render(<Actions refreshing={false} />)
      const button = () => screen.container.querySelector<HTMLElement>('.dg__actions button')
      const atRest = button()?.getBoundingClientRect().width
      await screen.rerender(<Actions refreshing />)
      expect(button()?.getBoundingClientRect().width).toBe(atRest)
      await screen.unmount()
    })
  }

  it('names the button by the label shown: "Refresh", then "Refreshing…"', async () => {
    await activateCatalog('en')
    const screen = await render(<Actions refreshing={false} />)
    await expect.element(screen.getByRole('button', { name: 'Refresh', exact: true })).toBeVisible()
    await screen.rerender(<Actions refreshing />)
    await expect
      .element(screen.getByRole('button', { name: 'Refreshing…', exact: true }))
      .toBeVisible()
  })
})
