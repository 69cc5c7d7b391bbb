import { i18n } from '@lingui/core'
import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from '../testing/render.tsx'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { organizationInfoCsv } from './csv.ts'
import * as stories from './DashboardGrid.stories.tsx'

const { Healthy, Suppressed, Refreshing, Empty, Nulls } = composeStories(stories)

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * How long an image may take to be saved: its code loads on the first click (a lazy chunk), and a
 * PNG is decoded and encoded on a canvas.
 */
const EXPORT_WAIT = { timeout: 15_000 }

describe('DashboardGrid', () => {
  it('shows one chart per distribution and one figure per percentage', async () => {
    const screen = await render(<Healthy />)
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Pipeline diversity: United States')
    expect(screen.getByTestId('distribution-charts').element().children).toHaveLength(5)
    expect(screen.getByTestId('percentage-figures').element().children).toHaveLength(2)
  })

  it('shows the date and time of the data in the page, and how long ago', async () => {
    const screen = await render(<Healthy />)
    await expect
      .element(screen.getByTestId('last-updated'))
      .toHaveTextContent('As of Nov 21, 2026, 10:00 AM · updated 2 minutes ago')
    const time = screen.getByText('Nov 21, 2026, 10:00 AM')
    await expect.element(time).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z')
  })

  it('says when the figures shown were retrieved after a failed refresh, never "updated now"', async () => {
    const screen = await render(
      <Healthy stale locale="en-GB" timeZone="UTC" now={new Date('2026-11-21T10:00:20Z')} />,
    )
    const line = screen.getByTestId('last-updated')
    await expect.element(line).toHaveTextContent('As of 21 Nov 2026, 10:00 · figures from 10:00')
    await expect.element(line).toHaveAttribute('data-stale', 'true')
    expect(line.element().textContent).not.toMatch(/updated/)
  })

  it('closes a download panel with Escape, back on its summary, and opens a card’s upward', async () => {
    const screen = await render(<Healthy />)
    const card = screen.getByTestId('card-pipelinesWithLeaders')
    await expect.element(card).toBeVisible()
    const summary = card.element().querySelector<HTMLElement>('.image-menu summary')
    if (summary === null) throw new Error('the card has no download menu')
    await userEvent.click(summary)
    const png = summary.parentElement?.querySelector('button')
    if (png === null || png === undefined) throw new Error('the panel has no buttons')
    expect(png.textContent).toBe('Download Pipelines with leaders as PNG')
    await expect.poll(() => png.checkVisibility()).toBe(true)
    // Upward, inside its own card: opening downward it covered the next card's title.
    const panel = png.parentElement?.getBoundingClientRect()
    const box = card.element().getBoundingClientRect()
    const summaryBox = summary.getBoundingClientRect()
    expect(panel?.bottom).toBeLessThanOrEqual(summaryBox.top)
    expect(panel?.top).toBeGreaterThanOrEqual(box.top)
    png.focus()
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => png.checkVisibility()).toBe(false)
    expect(document.activeElement?.tagName).toBe('SUMMARY')
  })

  it('shows n on every card with numbers, and a definition one click away', async () => {
    const screen = await render(<Healthy />)
    await expect
      .element(screen.getByTestId('card-pipelinesWithLeaders').getByTestId('card-n'))
      .toHaveTextContent('of 42 pipelines')
    await expect
      .element(screen.getByTestId('card-superstar').getByTestId('card-n'))
      .toHaveTextContent('of 220 in total')
    const card = screen.getByTestId('card-rolesWithSuccessorsReady')
    await expect.element(card.getByTestId('card-n')).toHaveTextContent('of 3,500 roles')
    const definition = card.getByTestId('card-definition')
    await expect.element(definition).not.toBeVisible()
    card.element().querySelector('summary')?.click()
    await expect.element(definition).toBeVisible()
    expect(definition.element().textContent).toContain('successor ready to step in')
  })

  it('names the table toggle by what it does', async () => {
    const onViewChange = fn()
    const screen = await render(<Healthy onViewChange={onViewChange} />)
    await screen.getByRole('button', { name: 'Show table' }).click()
    expect(onViewChange).toHaveBeenCalledWith('table')
    await expect.element(screen.getByRole('button', { name: 'Show charts' })).toBeVisible()
  })

  it('toggles a real table with captions and every number', async () => {
    const screen = await render(<Healthy />)
    await screen.getByRole('button', { name: 'Show table' }).click()
    const table = screen.getByRole('table', { name: /Distributions in United States, as of/ })
    await expect.element(table).toBeVisible()
    await expect
      .element(table.getByRole('row', { name: /Roles with successors ready/ }))
      .toHaveTextContent('Roles with successors ready34%66%1,1842,3163,500Reported')
    await expect.element(screen.getByRole('table', { name: /Diversity percentages/ })).toBeVisible()
    expect(screen.container.querySelector('figure')).toBeNull()
  })

  function captureDownloads() {
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob)
      return 'blob:test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    return { created, clicked }
  }

  it('saves a card as SVG from its Download menu', async () => {
    const { created, clicked } = captureDownloads()
    const screen = await render(<Healthy />)
    const card = screen.getByTestId('card-superstar')
    await card.getByText('Download Superstars as an image').click()
    await card.getByRole('button', { name: 'Download Superstars as SVG' }).click()
    await vi.waitFor(
      () => expect(clicked).toEqual(['pipeline-diversity-us-2026-11-21-superstar.svg']),
      EXPORT_WAIT,
    )
    expect(created[0]?.type).toBe('image/svg+xml;charset=utf-8')
    const svg = (await created[0]?.text()) ?? ''
    expect(svg).toContain('>Superstars¹</text>')
    expect(svg).toContain('United States · As of Nov 21, 2026, 10:00 AM')
    expect(svg).toContain('>of 220 in total</text>')
    // The menu closes once a format is chosen.
    expect(card.element().querySelector('details.image-menu')?.hasAttribute('open')).toBe(false)
  })

  it('saves a card as a PNG drawn at twice the size of its SVG', async () => {
    const { created, clicked } = captureDownloads()
    const screen = await render(<Healthy />)
    const card = screen.getByTestId('card-genderDiversity')
    for (const format of ['SVG', 'PNG']) {
      await card.getByText('Download Gender diversity as an image').click()
      await card.getByRole('button', { name: `Download Gender diversity as ${format}` }).click()
    }
    await vi.waitFor(
      () =>
        expect(clicked).toEqual([
          'pipeline-diversity-us-2026-11-21-genderDiversity.svg',
          'pipeline-diversity-us-2026-11-21-genderDiversity.png',
        ]),
      // Drawing a PNG decodes the SVG and encodes a canvas: a second on a machine busy with a build.
      EXPORT_WAIT,
    )
    const svg = new DOMParser().parseFromString((await created[0]?.text()) ?? '', 'image/svg+xml')
    const size = ['width', 'height'].map((name) => Number(svg.documentElement.getAttribute(name)))
    expect(size[0]).toBe(480)
    const blob = created[1]
    expect(blob?.type).toBe('image/png')
    const bitmap = await createImageBitmap(blob ?? new Blob())
    expect([bitmap.width, bitmap.height]).toEqual(size.map((value) => value * 2))
  })

  it('saves the whole dashboard as a slide, in Full HD or 4K, as PNG or SVG', async () => {
    const { created, clicked } = captureDownloads()
    const screen = await render(<Suppressed />)
    await screen.getByText('Download image').click()
    await expect.element(screen.getByRole('radio', { name: '1920 × 1080 (Full HD)' })).toBeChecked()
    await screen.getByRole('button', { name: 'Download dashboard as SVG' }).click()
    await screen.getByText('Download image').click()
    await screen.getByRole('radio', { name: '3840 × 2160 (4K)' }).click()
    await screen.getByRole('button', { name: 'Download dashboard as PNG' }).click()
    await vi.waitFor(
      () =>
        expect(clicked).toEqual([
          'pipeline-diversity-ca-2026-11-21-1920x1080.svg',
          'pipeline-diversity-ca-2026-11-21-3840x2160.png',
        ]),
      // Drawing a PNG decodes the SVG and encodes a canvas: a second on a machine busy with a build.
      EXPORT_WAIT,
    )
    const svg = new DOMParser().parseFromString((await created[0]?.text()) ?? '', 'image/svg+xml')
    const texts = [...svg.querySelectorAll('text')].map((node) => node.textContent)
    expect(texts).toContain('Pipeline diversity: Canada')
    // A sentence may wrap over several lines of its narrow card.
    expect(texts.join(' ')).toContain('Hidden to protect privacy: fewer than 5 in this group')
    expect(['width', 'height'].map((name) => svg.documentElement.getAttribute(name))).toEqual([
      '1920',
      '1080',
    ])
    expect(created[1]?.type).toBe('image/png')
    const bitmap = await createImageBitmap(created[1] ?? new Blob())
    expect([bitmap.width, bitmap.height]).toEqual([3840, 2160])
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
    expect(text).toBe(
      organizationInfoCsv(i18n, organizationInfoFixtures.suppressed, { regionLabel: 'Canada' }),
    )
    expect(text).toContain(
      'ca,Canada,2026-11-21 10:00:00,superstar,Superstars,Hidden: fewer than 5,',
    )
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

  it('prints through the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const screen = await render(<Healthy />)
    await screen.getByRole('button', { name: 'Print / Save as PDF' }).click()
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('tells missing from zero, and keeps a missing percentage as a card', async () => {
    const screen = await render(<Nulls />)
    const charts = screen.getByTestId('distribution-charts')
    expect(charts.getByText('Not reported', { exact: true }).all()).toHaveLength(3)
    expect(charts.getByText('None counted', { exact: true }).all()).toHaveLength(1)
    const figures = screen.getByTestId('percentage-figures')
    expect(figures.getByText('Not reported', { exact: true }).all()).toHaveLength(2)
    expect(screen.getByTestId('card-genderDiversity').element().textContent).toContain(
      'Gender diversityNot reported',
    )
    await screen.rerender(<Empty />)
    await expect.element(screen.getByTestId('empty-state')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled()
  })
})
