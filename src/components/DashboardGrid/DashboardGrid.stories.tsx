import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { FIXED_NOW, organizationInfoFixtures } from '../../mocks/fixtures.ts'
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
} satisfies Meta<typeof DashboardGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Healthy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('last-updated')).toHaveTextContent(
      'Updated 2 minutes ago (Nov 21, 2026, 10:00 AM)',
    )
    await expect(canvas.getAllByRole('figure')).toHaveLength(7)
  },
}

export const Nulls: Story = {
  args: { info: organizationInfoFixtures.nulls, regionLabel: 'Europe' },
}

export const Suppressed: Story = {
  args: { info: organizationInfoFixtures.suppressed, regionLabel: 'Canada' },
}

export const ExtraDistributions: Story = {
  args: { info: organizationInfoFixtures.extra, regionLabel: 'Asia Pacific' },
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
    const toggle = canvas.getByRole('button', { name: 'View as table' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onViewChange).toHaveBeenCalledWith('table')
    const table = canvas.getByRole('table', { name: /Distributions in Canada/ })
    const women = within(table).getByRole('row', { name: /Pipelines with women/ })
    await expect(women).toHaveTextContent('Pipelines with women43%57%347Reported')
    const superstars = within(table).getByRole('row', { name: /Superstars/ })
    await expect(superstars).toHaveTextContent(
      /Hidden to protect privacy: fewer than 5 in this group/,
    )
    await userEvent.click(toggle)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const OneDecimal: Story = { args: { decimals: 1 } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const DarkTable: Story = { args: { view: 'table' }, globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }

/** At 320 CSS pixels (a phone, or 1280 px at 400 % zoom) everything reflows into one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '320px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.dg')
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320)
  },
}
