import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { FIXED_NOW, organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { countedNothingInfo } from '../../mocks/story-fixtures.ts'
import {
  callbackControl,
  decimalsControl,
  fixtureControl,
  flagControl,
  choiceControl,
  dateControls,
} from '../testing/story-controls.ts'
import { atWidth } from '../testing/story-decorators.tsx'
import { DashboardGrid } from './DashboardGrid.tsx'

const meta = {
  title: 'Components/DashboardGrid',
  component: DashboardGrid,
  args: {
    info: organizationInfoFixtures.healthy,
    regionLabel: 'United States',
    now: FIXED_NOW,
    locale: 'en-US',
    timeZone: 'UTC',
    onRefresh: fn(),
    onViewChange: fn(),
  },
  argTypes: {
    info: fixtureControl(organizationInfoFixtures, "The region's data (a fixture)"),
    view: choiceControl(['charts', 'table'], 'Charts or table'),
    refreshing: flagControl('A refresh is on its way'),
    decimals: decimalsControl,
    ...dateControls,
    onRefresh: callbackControl,
    onViewChange: callbackControl,
  },
} satisfies Meta<typeof DashboardGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Healthy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent(
      'As of Nov 21, 2026, 10:00 AM · updated 2 minutes ago',
    )
    // A query selector, not getAllByRole: role queries over seven full cards are slow.
    await expect(canvasElement.querySelectorAll('figure')).toHaveLength(7)
    await expect(canvas.getByTestId('card-pipelinesWithLeaders')).toHaveTextContent(
      'of 42 pipelines',
    )
  },
}

/** Missing counts ("Not reported"), a zero total ("None counted"), and no percentages at all. */
export const Nulls: Story = {
  args: { info: organizationInfoFixtures.nulls, regionLabel: 'Europe', glossaryHref: '/glossary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('card-superstar')).toHaveTextContent('None counted')
    await expect(canvas.getByTestId('card-pipelinesWithWomen')).toHaveTextContent('Not reported')
    await expect(canvas.getByTestId('card-ethnicDiversity')).toHaveTextContent('Not reported')
  },
}

/** Small groups: the note states the threshold and links to the glossary's explanation. */
export const Suppressed: Story = {
  args: {
    info: organizationInfoFixtures.suppressed,
    regionLabel: 'Canada',
    glossaryHref: '/glossary',
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByTestId('card-superstar'))
    await expect(card.getByTestId('distribution-status')).toHaveTextContent(
      'Hidden to protect privacy: fewer than 5 in this group',
    )
    await expect(card.getByRole('link', { name: 'Why small groups are hidden' })).toHaveAttribute(
      'href',
      '/glossary#hidden',
    )
  },
}

/** The definition disclosure, opened with the keyboard. */
export const DefinitionOpen: Story = {
  args: { glossaryHref: '/glossary' },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByTestId('card-superstar').querySelector('summary')
    if (summary) await userEvent.click(summary)
    const card = within(canvas.getByTestId('card-superstar'))
    await expect(card.getByTestId('card-definition')).toBeVisible()
    await expect(card.getByRole('link', { name: /^Glossary/ })).toHaveAttribute(
      'href',
      '/glossary#superstar',
    )
  },
}

/** A card's image download menu, open: PNG and SVG (a native disclosure, so Enter opens it too). */
export const DownloadMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getByTestId('card-pipelinesWithWomen'))
    const summary = card.getByText('Download', { selector: 'summary' })
    await userEvent.click(summary)
    await expect(
      card.getByRole('button', { name: 'Download Pipelines with women as PNG' }),
    ).toBeVisible()
    await expect(
      card.getByRole('button', { name: 'Download Pipelines with women as SVG' }),
    ).toBeVisible()
  },
}

/** The dashboard's own image menu, open, in dark. */
export const DashboardDownloadOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Download image'))
    await expect(canvas.getByRole('button', { name: 'Download dashboard as PNG' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Download dashboard as SVG' })).toBeVisible()
  },
}

/** The seven cards at the widths of a wide screen, a tablet and a portal column. */
export const Wide: Story = {
  decorators: [atWidth(1120)],
  play: async ({ canvas }) => {
    const charts = canvas.getByTestId('distribution-charts').children
    const last = charts[charts.length - 1]?.getBoundingClientRect()
    const first = charts[0]?.getBoundingClientRect()
    // Three in the first row, the last two share the second: the last ends at the row's end.
    await expect(Math.round(last?.right ?? 0)).toBe(
      Math.round(charts[2]?.getBoundingClientRect().right ?? -1),
    )
    await expect(Math.round(last?.width ?? 0)).toBeGreaterThan(Math.round(first?.width ?? 0))
  },
}

export const ExtraDistributions: Story = {
  args: { info: organizationInfoFixtures.extra, regionLabel: 'Asia Pacific' },
}

/** A share of zero, "0%", "0.0%" or "0 %" (not the "0–100 %" of a definition). */
const ZERO_PERCENT = /(^|[^\d.])0(\.0+)?\s?%/

/**
 * A region that counted nothing but one figure (issue 34): its gender diversity of 0 reads "No
 * data" on its card and in the table, never 0 %; its ethnic diversity is the platform's 12.5 %.
 */
export const CountedNothing: Story = {
  args: { info: countedNothingInfo('ap', { ethnic: 12.5 }), regionLabel: 'Asia Pacific' },
  play: async ({ canvas, userEvent }) => {
    const gender = canvas.getByTestId('card-genderDiversity')
    await expect(gender).toHaveTextContent('Gender diversityNo data')
    await expect(gender).not.toHaveTextContent(ZERO_PERCENT)
    await expect(canvas.getByTestId('card-ethnicDiversity')).toHaveTextContent('12.5%')
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }))
    const row = canvas.getByRole('row', { name: /Gender diversity/ })
    await expect(row).toHaveTextContent('No data')
    await expect(row).not.toHaveTextContent(ZERO_PERCENT)
  },
}

/** The same on paper: the printed card says "No data". */
export const CountedNothingPrint: Story = {
  args: { info: countedNothingInfo('ap', { ethnic: 12.5 }), regionLabel: 'Asia Pacific' },
  globals: { media: 'print' },
  play: async ({ canvas }) => {
    const gender = canvas.getByTestId('card-genderDiversity')
    await expect(gender).toBeVisible()
    await expect(gender).toHaveTextContent('Gender diversityNo data')
    await expect(gender).not.toHaveTextContent(ZERO_PERCENT)
  },
}

export const Empty: Story = {
  args: { info: { ...organizationInfoFixtures.healthy, distributions: [], percentages: [] } },
}

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Refreshing…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onRefresh).not.toHaveBeenCalled()
  },
}

export const TableView: Story = {
  args: { info: organizationInfoFixtures.suppressed, regionLabel: 'Canada' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }))
    await expect(args.onViewChange).toHaveBeenCalledWith('table')
    const table = canvas.getByRole('table', { name: /Distributions in Canada/ })
    const women = within(table).getByRole('row', { name: /Pipelines with women/ })
    await expect(women).toHaveTextContent('Pipelines with women43%57%347Reported')
    const superstars = within(table).getByRole('row', { name: /Superstars/ })
    await expect(superstars).toHaveTextContent(
      /Hidden to protect privacy: fewer than 5 in this group/,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Show charts' }))
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const OneDecimal: Story = { args: { decimals: 1 } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const DarkTable: Story = { args: { view: 'table' }, globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }

/** At 320 CSS pixels (a phone, or 1280 px at 400 % zoom) everything reflows into one column. */
export const Narrow: Story = {
  decorators: [atWidth(320)],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.dg')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320)
  },
}

/** A 190 px card (a narrow portal column): the "No" value stays inside the card. */
export const TinyCard: Story = {
  decorators: [atWidth(190)],
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('card-pipelinesWithLeaders')
    const no = within(card).getByTestId('distribution-no')
    await expect(no.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    )
  },
}

/**
 * The download menus open in a 190 px column: the tools wrap and "Download" starts its line, so
 * each panel opens under its row, across it, never past the column's edge (decision 0132).
 */
export const NarrowMenusOpen: Story = {
  decorators: [atWidth(190)],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const column = canvasElement.querySelector('.dg')?.getBoundingClientRect()
    const card = canvas.getByTestId('card-pipelinesWithLeaders')
    await userEvent.click(within(card).getByText('Download', { selector: 'summary' }))
    await userEvent.click(canvas.getByText('Download image'))
    const inside = (element: HTMLElement, box: DOMRect | undefined) => {
      const own = element.getBoundingClientRect()
      return box !== undefined && own.left >= box.left - 0.5 && own.right <= box.right + 0.5
    }
    const cardPng = within(card).getByRole('button', {
      name: 'Download Pipelines with leaders as PNG',
    })
    await expect(cardPng).toBeVisible()
    await expect(inside(cardPng, card.getBoundingClientRect())).toBe(true)
    const dashboardSvg = canvas.getByRole('button', { name: 'Download dashboard as SVG' })
    await expect(dashboardSvg).toBeVisible()
    await expect(inside(dashboardSvg, column)).toBe(true)
  },
}

/** The organization's own definition replaces the built-in one on its card, as text. */
export const OrganizationDefinitions: Story = {
  // The organization's wording is data it typed, in whatever language it chose.
  parameters: { textIsData: true },
  args: {
    wording: (metric: string) =>
      metric === 'pipelinesWithLeaders'
        ? '=Pipelines with a <i>named</i> leader, per HR policy 12.'
        : undefined,
  },
  play: async ({ canvas }) => {
    const card = within(canvas.getByTestId('card-pipelinesWithLeaders'))
    await expect(card.getByTestId('card-definition')).toHaveTextContent(
      '=Pipelines with a <i>named</i> leader, per HR policy 12.',
    )
    const other = within(canvas.getByTestId('card-superstar'))
    await expect(other.getByTestId('card-definition')).toHaveTextContent(/Talent Platform/)
  },
}
