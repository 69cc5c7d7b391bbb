import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { seriesOf as metric, YEAR_OF_SERIES as series } from '../../mocks/story-fixtures.ts'
import { fixtureControl, localeControl, textControl } from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import { TrendChart } from './TrendChart.tsx'
import { TrendTable } from './TrendTable.tsx'

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  args: {
    label: 'Pipelines with women',
    points: metric('pipelinesWithWomen').points,
    period: 'over 12 months',
    locale: 'en-US',
  },
  argTypes: {
    points: fixtureControl(
      Object.fromEntries(series.map((entry) => [entry.label, entry.points])),
      'The days of a metric of the mock history (a rise, a fall, no clear change, a withheld gap)',
    ),
    period: textControl('The period, as the summary says it'),
    locale: localeControl,
  },
  decorators: [frame({ maxInlineSize: '36rem' })],
} satisfies Meta<typeof TrendChart>

export default meta
type Story = StoryObj<typeof meta>

export const ClearRise: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Pipelines with women' }),
    ).toHaveAccessibleDescription(
      'Pipelines with women rose from 45% to 55% (450 → 550 of 1,000 pipelines) over 12 months: a steady rise.',
    )
    const plot = canvas.getByRole('slider', { name: 'Pipelines with women, day by day' })
    await userEvent.tab()
    await expect(plot).toHaveFocus()
    await expect(plot).toHaveAttribute(
      'aria-valuetext',
      'Nov 21, 2026: 55% yes (550 of 1,000; 95% interval 51%–59%)',
    )
    await userEvent.keyboard('{Home}')
    await expect(canvas.getByTestId('trend-tooltip')).toHaveTextContent(
      'Nov 21, 2025: 45% yes (450 of 1,000; 95% interval 41%–49%)',
    )
  },
}

/** Withheld days are a gap in the line and the band, with a note; the slider says why. */
export const WithheldGap: Story = {
  args: { label: 'Superstars', points: metric('superstar').points },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-withheld-note')).toHaveTextContent(
      'Hidden on 21 days: fewer than 5 in the group',
    )
    await userEvent.tab()
    await userEvent.keyboard('{End}')
    // Ten weeks back (Page Down moves a week).
    for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{PageDown}')
    await expect(canvas.getByTestId('trend-tooltip')).toHaveTextContent(
      'Sep 12, 2026: Hidden to protect privacy: fewer than 5 in this group',
    )
  },
}

/** 10 → 12 of 42, one pipeline at a time twice: a rise in fact, not a steady trend. */
export const NoClearChange: Story = {
  args: { label: 'Pipelines with leaders', points: metric('pipelinesWithLeaders').points },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-chart-summary')).toHaveTextContent(
      'Pipelines with leaders rose from 24% to 29% (10 → 12 of 42 pipelines) over 12 months: not a steady trend.',
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

/** Right to left: time runs from the right, the percent axis stands on the right, outside the line. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const axis = () => canvasElement.querySelector('.recharts-yAxis-tick-labels')
    await waitFor(() => expect(axis()?.querySelectorAll('text')).toHaveLength(5))
    const line = canvasElement.querySelector('.tc__line')?.getBoundingClientRect()
    await expect(axis()?.getBoundingClientRect().left).toBeGreaterThanOrEqual(line?.right ?? 0)
  },
}

export const DarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } }

/** The table alternative: a row a month (or a week), the interval in its own column. */
export const Table: Story = {
  render: () => (
    <TrendTable series={series} step="month" regionLabel="United States" locale="en-US" />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('trend-table-superstar')
    await expect(table).toHaveTextContent('Hidden to protect privacy: fewer than 5 in this group')
    await expect(canvas.getByTestId('trend-table-pipelinesWithWomen')).toHaveTextContent(
      '55%51%–59%5501,000',
    )
  },
}
