import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { FIXED_NOW, organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { handlerVariants, SLOW_MS } from '../../mocks/variants.ts'
import { DashboardWithBff } from './DashboardGrid.harness.tsx'
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

// States driven through the mock BFF (MSW handlers of src/mocks).

const fromBff = (variant?: keyof typeof handlerVariants): Story => ({
  render: () => <DashboardWithBff region="us" now={FIXED_NOW} />,
  ...(variant
    ? {
        beforeEach: ({ msw }) => {
          msw.use(...handlerVariants[variant])
        },
      }
    : {}),
})

export const FromBff: Story = {
  ...fromBff(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name: 'Pipelines with leaders' }),
    ).toHaveAccessibleDescription('Pipelines with leaders: 29% yes, 71% no, of 42 pipelines.')
  },
}

export const Loading: Story = {
  ...fromBff('loading'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { busy: true })).toHaveTextContent(
      'Loading the dashboard…',
    )
  },
}

export const Slow: Story = {
  ...fromBff('slow'),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('loading-skeleton')).toBeVisible()
    await canvas.findByRole('figure', { name: 'Superstars' }, { timeout: SLOW_MS + 3000 })
  },
}

export const Error: Story = {
  ...fromBff('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/answered with an error/)
  },
}

export const UpstreamDown: Story = {
  ...fromBff('upstreamDown'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/not available right now/)
  },
}

export const UpstreamTimeout: Story = {
  ...fromBff('upstreamTimeout'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/took too long/)
  },
}

export const ExpiredSession: Story = {
  ...fromBff('expiredSession'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/session has expired/)
  },
}

export const NetworkFailure: Story = {
  ...fromBff('networkError'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Cannot reach the server/)
  },
}
