import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { organizationInfoCsv } from './csv.ts'
import * as stories from './DashboardGrid.stories.tsx'

const { Healthy, Suppressed, Refreshing, Empty, Nulls } = composeStories(stories)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DashboardGrid', () => {
  it('shows one chart per distribution and one figure per percentage', async () => {
    const screen = await render(<Healthy />)
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Pipeline diversity: United States')
    expect(screen.getByTestId('distribution-charts').element().children).toHaveLength(5)
    expect(screen.getByTestId('percentage-figures').element().children).toHaveLength(2)
  })

  it('shows the relative update time, with the absolute one on hover', async () => {
    const screen = await render(<Healthy />)
    const time = screen.getByText('2 minutes ago')
    await expect.element(time).toHaveAttribute('title', 'Nov 21, 2026, 10:00 AM')
    await expect.element(time).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z')
  })

  it('toggles a real table with captions and every number', async () => {
    const screen = await render(<Healthy />)
    const toggle = screen.getByRole('button', { name: 'View as table' })
    await toggle.click()
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
    const table = screen.getByRole('table', { name: /Distributions in United States, updated/ })
    await expect.element(table).toBeVisible()
    await expect
      .element(table.getByRole('row', { name: /Roles with successors ready/ }))
      .toHaveTextContent('Roles with successors ready34%66%1,1842,3163,500Reported')
    await expect.element(screen.getByRole('table', { name: /Diversity percentages/ })).toBeVisible()
    expect(screen.container.querySelector('figure')).toBeNull()
  })

  it('downloads a CSV of what is shown, through a Blob object URL', async () => {
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob)
      return 'blob:test'
    })
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })

    const screen = await render(<Suppressed />)
    await screen.getByRole('button', { name: 'Download CSV' }).click()

    expect(clicked).toEqual(['pipeline-diversity-ca-2026-11-21.csv'])
    expect(created).toHaveLength(1)
    const blob = created[0]
    expect(blob?.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text).toBe(organizationInfoCsv(organizationInfoFixtures.suppressed))
    expect(text).toContain('Superstars,superstar,suppressed,,,,,,')
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test'))
  })

  it('ignores refresh clicks while refreshing', async () => {
    const onRefresh = fn()
    const screen = await render(<Refreshing onRefresh={onRefresh} />)
    await expect
      .element(screen.getByRole('region', { name: /Pipeline diversity/ }))
      .toHaveAttribute('aria-busy', 'true')
    screen
      .getByRole('button', { name: 'Refreshing…' })
      .element()
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('shows the missing-data states', async () => {
    const screen = await render(<Nulls />)
    expect(screen.getByText('No data reported').all()).toHaveLength(4)
    await screen.rerender(<Empty />)
    await expect.element(screen.getByTestId('empty-state')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })
})
