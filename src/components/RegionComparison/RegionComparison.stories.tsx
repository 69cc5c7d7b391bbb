import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { organizationInfoFor } from '../../mocks/fixtures.ts'
import { REGIONS, type RegionId } from '../../domain/regions.ts'
import type { ComparedRegion, RegionState } from './comparison-model.ts'
import { RegionComparison } from './RegionComparison.tsx'

function region(id: RegionId, state: RegionState): ComparedRegion {
  return {
    id,
    state,
    dashboardHref: `/regions/${id}`,
    trendsHref: `/regions/${id}/trends`,
    signInHref: `/sign-in?region=${id}&returnTo=%2Fcompare`,
  }
}

const ok = (id: RegionId): ComparedRegion =>
  region(id, { kind: 'ok', info: organizationInfoFor(id) })

const meta = {
  title: 'Components/RegionComparison',
  component: RegionComparison,
  args: {
    regions: [ok('us'), ok('ca'), region('eu', { kind: 'signed_out' })],
    sort: 'name',
    onSortChange: fn(),
    locale: 'en-US',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof RegionComparison>

export default meta
type Story = StoryObj<typeof meta>

/** A region not signed in appears with a "Sign in" link, never as zero. */
export const SignedOutRegion: Story = {
  play: async ({ canvas }) => {
    const women = within(canvas.getByRole('figure', { name: 'Pipelines with women' }))
    await expect(women.getByTestId('compare-row-eu')).toHaveTextContent('EuropeSign in to Europe')
    await expect(women.getByTestId('compare-row-eu')).not.toHaveTextContent('0%')
    for (const link of canvas.getAllByRole('link', { name: 'Sign in to Europe' })) {
      await expect(link).toHaveAttribute('href', '/sign-in?region=eu&returnTo=%2Fcompare')
    }
    await expect(canvas.getByTestId('compared-region-us')).toHaveTextContent(
      'As of Nov 21, 2026, 10:00 AM',
    )
  },
}

export const OneRegion: Story = {
  args: { regions: [ok('us')] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Pipelines with women' }),
    ).toHaveAccessibleDescription(
      'Pipelines with women: 57% in United States, the only region with a value.',
    )
  },
}

export const EightRegions: Story = {
  args: {
    regions: REGIONS.map((entry, index) =>
      index === 7 ? region(entry.id, { kind: 'signed_out' }) : ok(entry.id),
    ),
    sort: 'value',
  },
  play: async ({ canvas }) => {
    const leaders = within(canvas.getByRole('figure', { name: 'Pipelines with leaders' }))
    const rows = leaders.getAllByRole('listitem')
    await expect(rows).toHaveLength(8)
    // Sorted by value: shown shares first (highest first), regions without a value last.
    await expect(rows.at(-1)).toHaveTextContent('PHXSign in to PHX')
  },
}

export const RegionLoadingAndFailed: Story = {
  args: {
    regions: [
      ok('us'),
      region('eu', { kind: 'loading' }),
      region('ca', { kind: 'failed', message: 'The Talent Platform is not reachable.' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('compared-region-ca')).toHaveTextContent(
      'The Talent Platform is not reachable.',
    )
    const women = within(canvas.getByRole('figure', { name: 'Pipelines with women' }))
    await expect(women.getByTestId('compare-row-eu')).toHaveTextContent('Loading…')
  },
}

export const NoneSignedIn: Story = {
  args: { regions: [region('us', { kind: 'signed_out' }), region('eu', { kind: 'signed_out' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('compare-empty')).toBeVisible()
  },
}

export const SortAndTable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Value' }))
    await expect(args.onSortChange).toHaveBeenCalledWith('value')
    await userEvent.click(canvas.getByRole('button', { name: 'View as table' }))
    const table = canvas.getByRole('table')
    await expect(within(table).getByRole('row', { name: /^Canada/ })).toHaveTextContent('Canada')
    await expect(within(table).getByRole('row', { name: /^Europe/ })).toHaveTextContent(
      'Not signed in',
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

/** Right to left: each region's bar grows from the right. */
export const Arabic: Story = {
  ...EightRegions,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = () => canvasElement.querySelector('.rc__bar-fill .recharts-rectangle')
    await waitFor(() => expect(bar()).not.toBeNull())
    const track = bar()?.closest('.rc__bar')?.getBoundingClientRect()
    await expect(bar()?.getBoundingClientRect().right).toBeCloseTo(track?.right ?? 0, 0)
  },
}

export const DarkArabic: Story = {
  args: EightRegions.args,
  globals: { theme: 'dark', locale: 'ar' },
}
