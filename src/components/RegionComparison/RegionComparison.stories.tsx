import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { organizationInfoFor, type RegionInfo } from '../../mocks/fixtures.ts'
import { TIED_INFOS } from '../../mocks/story-fixtures.ts'
import { REGIONS, type RegionId } from '../../domain/regions/regions.ts'
import {
  callbackControl,
  fixtureControl,
  choiceControl,
  dateControls,
} from '../testing/story-controls.ts'
import type { ComparedRegion } from './comparison-model.ts'
import { comparedRegionFixture } from './compared-region-fixture.ts'
import { RegionComparison } from './RegionComparison.tsx'

const loaded = (info: RegionInfo): ComparedRegion =>
  comparedRegionFixture(info.region, { kind: 'ok', info })

const ok = (id: RegionId): ComparedRegion =>
  comparedRegionFixture(id, { kind: 'ok', info: organizationInfoFor(id) })

/** Seven regions signed in (Europe's counts null), the eighth not. */
const EIGHT = REGIONS.map((entry, index) =>
  index === 7 ? comparedRegionFixture(entry.id, { kind: 'signed_out' }) : ok(entry.id),
)

/** The tied regions of TIED_INFOS, and two more not signed in. */
const TIED = [
  ...TIED_INFOS.map(loaded),
  comparedRegionFixture('ca', { kind: 'signed_out' }),
  comparedRegionFixture('gov', { kind: 'signed_out' }),
]

const meta = {
  title: 'Components/RegionComparison',
  component: RegionComparison,
  args: {
    regions: [ok('us'), ok('ca'), comparedRegionFixture('eu', { kind: 'signed_out' })],
    sort: 'name',
    onSortChange: fn(),
    locale: 'en-US',
    timeZone: 'UTC',
    signInHref: '/sign-in?returnTo=%2Fcompare',
  },
  argTypes: {
    regions: fixtureControl(
      {
        'Two regions and one signed out': [
          ok('us'),
          ok('ca'),
          comparedRegionFixture('eu', { kind: 'signed_out' }),
        ],
        'One region': [ok('us')],
        'Eight regions': EIGHT,
        Ties: TIED,
      },
      'The regions compared (fixtures)',
    ),
    sort: choiceControl(['name', 'value'], 'Order of the rows'),
    ...dateControls,
    onSortChange: callbackControl,
  },
} satisfies Meta<typeof RegionComparison>

export default meta
type Story = StoryObj<typeof meta>

/** Regions not signed in are one "Sign in to N more regions" line, never rows or zeros. */
export const SignedOutRegion: Story = {
  play: async ({ canvas }) => {
    const women = within(canvas.getByRole('figure', { name: 'Pipelines with women' }))
    await expect(women.queryByTestId('compare-row-eu')).toBeNull()
    await expect(women.getByRole('link', { name: 'Sign in to 1 more region' })).toHaveAttribute(
      'href',
      '/sign-in?returnTo=%2Fcompare',
    )
    await expect(canvas.getByTestId('compared-region-us')).toHaveTextContent(
      'As of Nov 21, 2026, 10:00 AM',
    )
  },
}

/**
 * 40 of 100, 10 of 25 and 2 of 5 all show 40 %: tied, said as tied, each with its own counts
 * and interval; 12 of 42 is lowest. The four add up to 64 of 172. Europe does not report
 * pipelines with women and is left out of its rows; two regions are one sign-in line.
 */
export const TiesPooledAndNotReported: Story = {
  args: {
    sort: 'value',
    regions: TIED,
  },
  play: async ({ canvas }) => {
    const leadersFigure = canvas.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect(leadersFigure).toHaveAccessibleDescription(
      'Pipelines with leaders: not clearly different across 4 regions with a value (29% to 40%).',
    )
    const leaders = within(leadersFigure)
    const rows = leaders.getAllByRole('listitem')
    await expect(rows.map((row) => row.dataset['testid'])).toEqual([
      'compare-row-eu',
      'compare-row-phx',
      'compare-row-uae',
      'compare-row-us',
    ])
    await expect(leaders.getByTestId('compare-row-phx')).toHaveTextContent(
      'Phoenix (PHX)40% (2 of 5; 95% interval 11%–77%) · tied',
    )
    await expect(leaders.getByTestId('compare-row-eu')).toHaveTextContent(
      'Europe40% (40 of 100; 95% interval 30%–50%) · tied',
    )
    await expect(leaders.getByTestId('compare-row-us')).not.toHaveTextContent('tied')
    await expect(leaders.getByTestId('compare-pooled')).toHaveTextContent(
      'All 4 signed-in regions together: 37% (64 of 172; 95% interval 30%–45%). Europe makes up 58% of this total.',
    )
    await expect(leaders.getByRole('link', { name: 'Sign in to 2 more regions' })).toBeVisible()
    const women = within(canvas.getByRole('figure', { name: 'Pipelines with women' }))
    await expect(women.queryByTestId('compare-row-eu')).toBeNull()
    await expect(women.getByTestId('compare-not-reported')).toHaveTextContent(
      'Not reported by Europe',
    )
    const gender = within(canvas.getByRole('figure', { name: 'Gender diversity' }))
    await expect(gender.getByTestId('compare-row-phx')).toHaveTextContent('Phoenix (PHX)50.8%')
    await expect(gender.getByTestId('compare-not-reported')).toHaveTextContent(
      'Not reported by United Arab Emirates',
    )
  },
}

export const OneRegion: Story = {
  args: { regions: [ok('us')] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Pipelines with women' }),
    ).toHaveAccessibleDescription(
      'Pipelines with women: 55% in United States, the only region with a value.',
    )
  },
}

export const EightRegions: Story = {
  args: { regions: EIGHT, sort: 'value' },
  play: async ({ canvas }) => {
    const leaders = within(canvas.getByRole('figure', { name: 'Pipelines with leaders' }))
    // Seven signed-in regions, Europe's counts null (left out, named once), the eighth region one
    // sign-in line.
    await expect(leaders.getAllByRole('listitem')).toHaveLength(6)
    await expect(leaders.getByTestId('compare-not-reported')).toHaveTextContent(
      'Not reported by Europe',
    )
    await expect(leaders.getByRole('link', { name: 'Sign in to 1 more region' })).toBeVisible()
  },
}

export const RegionLoadingAndFailed: Story = {
  args: {
    regions: [
      ok('us'),
      comparedRegionFixture('eu', { kind: 'loading' }),
      comparedRegionFixture('ca', {
        kind: 'failed',
        message: 'The Talent Platform is not reachable.',
      }),
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
  args: {
    regions: [
      comparedRegionFixture('us', { kind: 'signed_out' }),
      comparedRegionFixture('eu', { kind: 'signed_out' }),
    ],
  },
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
    await expect(within(table).queryByRole('row', { name: /^Europe/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Sign in to 1 more region' })).toBeVisible()
    await expect(within(table).getByTestId('compare-table-pooled')).toHaveTextContent(
      /^Signed-in regions together/,
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

/**
 * A region with a target (issue 26): a dashed mark across its bar and "Target 60% by Dec 2027"
 * beside its value; a region without one shows none.
 */
export const WithTarget: Story = {
  args: {
    regions: [
      {
        ...ok('us'),
        targets: [
          {
            metric: 'pipelinesWithWomen',
            yesShare: 60,
            targetDate: '2027-12-31',
            startDate: null,
            version: 1,
          },
        ],
      },
      ok('ca'),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('compare-pipelinesWithWomen')).toHaveTextContent(
      'Target 60% by Dec 2027',
    )
    const women = within(canvas.getByTestId('compare-pipelinesWithWomen'))
    await expect(women.getByTestId('compare-row-ca')).not.toHaveTextContent('Target')
    await waitFor(() => expect(canvasElement.querySelectorAll('.rc__bar-target')).toHaveLength(1), {
      timeout: 15_000,
    })
  },
}
