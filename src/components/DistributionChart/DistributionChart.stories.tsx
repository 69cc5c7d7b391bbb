import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, waitFor } from 'storybook/test'
import type { DistributionStatus } from '../../domain/metrics/organization-info.ts'
import { organizationInfoFixtures, withheld } from '../../mocks/fixtures.ts'
import { distributionFixture as distribution } from '../../mocks/story-fixtures.ts'
import {
  countControl,
  decimalsControl,
  distributionStatusControl,
  fixtureControl,
  localeControl,
} from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import { DistributionChart } from './DistributionChart.tsx'

const [leaders] = organizationInfoFixtures.healthy.distributions
const [suppressedLeaders] = organizationInfoFixtures.suppressed.distributions

/** The chart's props, and the knobs of its metric: the yes and no counts and the status. */
type ChartArgs = ComponentProps<typeof DistributionChart> & {
  yesCount?: number
  noCount?: number
  status?: DistributionStatus
}

const meta = {
  title: 'Components/DistributionChart',
  component: DistributionChart,
  args: { distribution: leaders ?? distribution(12, 30), locale: 'en-US' },
  argTypes: {
    distribution: fixtureControl(
      {
        '12 of 42': distribution(12, 30),
        '1 of 3': distribution(1, 2),
        '1 of 1,000': distribution(1, 999),
        'Not reported': distribution(null, null),
        'None counted': distribution(0, 0),
        Withheld: withheld('pipelinesWithLeaders', 'Pipelines with leaders'),
      },
      'The metric (a fixture); the counts and the status below change it',
    ),
    yesCount: countControl('Pipelines answering yes (the share is yes of yes + no)'),
    noCount: countControl('Pipelines answering no'),
    status: distributionStatusControl,
    decimals: decimalsControl,
    locale: localeControl,
  },
  render: ({ distribution: metric, yesCount, noCount, status, ...props }) => (
    <DistributionChart
      {...props}
      distribution={{
        ...metric,
        yesCount: yesCount ?? metric.yesCount,
        noCount: noCount ?? metric.noCount,
        status: status ?? metric.status,
      }}
    />
  ),
  decorators: [frame({ maxInlineSize: '28rem' })],
} satisfies Meta<ChartArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Healthy: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect(figure).toHaveAccessibleDescription(
      'Pipelines with leaders: 29% yes, 71% no, of 42 pipelines.',
    )
    await expect(canvas.getByTestId('distribution-yes')).toHaveTextContent('29%')
    await expect(canvas.getByTestId('distribution-no')).toHaveTextContent('71%')
  },
}

/** 1 of 3: 33.3 % and 66.7 % round to 33 % and 67 %, which add to 100 %. */
export const Rounding: Story = { args: { distribution: distribution(1, 2) } }

export const OneDecimal: Story = { args: { distribution: distribution(12, 30), decimals: 1 } }

export const AllYes: Story = { args: { distribution: distribution(42, 0) } }

export const AllNo: Story = { args: { distribution: distribution(0, 42) } }

export const TinyShare: Story = { args: { distribution: distribution(1, 999) } }

export const LargeCounts: Story = { args: { distribution: distribution(1_184_000, 2_316_000) } }

export const GermanLocale: Story = {
  args: { distribution: distribution(12, 30), locale: 'de-DE', decimals: 1 },
}

export const KeyboardFocusShowsCounts: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByTestId('distribution-readout')).toBeNull()
    await userEvent.tab()
    await expect(canvas.getByTestId('distribution-plot')).toHaveFocus()
    await expect(canvas.getByTestId('distribution-readout')).toHaveTextContent(
      'Yes: 12, no: 30, total: 42',
    )
    await userEvent.tab()
    await expect(canvas.queryByTestId('distribution-readout')).toBeNull()
  },
}

export const HoverShowsCounts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByTestId('distribution-plot'))
    await expect(canvas.getByTestId('distribution-readout')).toBeVisible()
  },
}

export const NoData: Story = {
  args: { distribution: distribution(null, null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('distribution-status')).toHaveTextContent('Not reported')
    await expect(canvas.queryByTestId('distribution-plot')).toBeNull()
  },
}

export const ZeroTotal: Story = { args: { distribution: distribution(0, 0) } }

export const Suppressed: Story = {
  args: {
    distribution: suppressedLeaders ?? withheld('pipelinesWithLeaders', 'Pipelines with leaders'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('distribution-status')).toHaveTextContent(
      'Hidden to protect privacy: fewer than 5 in this group',
    )
    await expect(canvas.queryByTestId('distribution-yes')).toBeNull()
  },
}

export const SuppressedWithoutGroupSize: Story = {
  args: { distribution: distribution(null, null, { status: 'suppressed' }) },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const DarkSuppressed: Story = { ...Suppressed, globals: { theme: 'dark' } }

/** Where the "yes" part of the bar starts, once Recharts has drawn it. */
async function yesSide(canvasElement: HTMLElement): Promise<'left' | 'right'> {
  const part = (share: string) =>
    canvasElement.querySelector(`.dc__bar--${share} .recharts-rectangle`)?.getBoundingClientRect()
  await waitFor(() => expect(part('no')).toBeDefined())
  return (part('yes')?.left ?? 0) < (part('no')?.left ?? 0) ? 'left' : 'right'
}

/** Right to left: yes starts at the right (the axis is reversed, the drawing is not mirrored). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await yesSide(canvasElement)).toBe('right')
  },
}

export const DarkArabic: Story = { ...Arabic, globals: { theme: 'dark', locale: 'ar' } }

export const Ltr: Story = {
  play: async ({ canvasElement }) => {
    await expect(await yesSide(canvasElement)).toBe('left')
  },
}
