import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import {
  seriesOf as metric,
  STORY_TARGET,
  storyEvents,
  YEAR_OF_SERIES as series,
} from '../../mocks/story-fixtures.ts'
import { fixtureControl, localeControl } from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { TrendChart } from './TrendChart.tsx'
import { TrendTable } from './TrendTable.tsx'

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  args: {
    label: 'Pipelines with women',
    points: metric('pipelinesWithWomen').points,
    periodDays: 365,
    locale: 'en-US',
  },
  argTypes: {
    points: fixtureControl(
      Object.fromEntries(series.map((entry) => [entry.label, entry.points])),
      'The days of a metric of the mock history (a rise, a fall, no clear change, a withheld gap)',
    ),
    periodDays: {
      control: { type: 'number' },
      description: 'The days of the period the view shows',
    },
    locale: localeControl,
  },
  decorators: [frame({ maxInlineSize: '36rem' })],
} satisfies Meta<typeof TrendChart>

export default meta
type Story = StoryObj<typeof meta>

const EVENTS = storyEvents()
const TARGET = STORY_TARGET

/** Boxes of the drawing's parts, to check the marks' labels against the line and the axis. */
function boxes(root: HTMLElement) {
  const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect()
  return {
    label: box('.tc__target-label'),
    line: box('.tc__line'),
    axis: box('.recharts-yAxis-tick-labels'),
  }
}

/**
 * A target and two events: the dashed target line runs to December 2027 (the time axis goes on
 * to show it), labelled past the line's end; each event is a numbered dotted line whose button
 * the keyboard reaches; the summary reads both, the pace is said under the chart.
 */
export const WithTargetAndEvents: Story = {
  args: { target: TARGET, events: EVENTS },
  argTypes: {
    target: { control: 'object', description: 'The metric’s target (share, date, start)' },
    events: { control: 'object', description: 'The region’s events (date, title, note)' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('trend-chart-summary')).toHaveTextContent(
      'The dashed line is the target: 60% by Dec 2027. Dotted lines mark events 1 and 2, listed under the charts.',
    )
    await expect(canvas.getByTestId('trend-pace')).toHaveTextContent(
      /^On pace: at this pace \d+%(–\d+%)? by December 2027, target 60%\.$/,
    )
    await waitFor(() => expect(boxes(canvasElement).label).toBeDefined(), CHART_DRAWN)
    await expect(canvasElement.querySelector('.tc__target-label')).toHaveTextContent(
      'Target 60% by Dec 2027',
    )
    const { label, line, axis } = boxes(canvasElement)
    // Past the end of the data line, clear of the percent axis.
    await expect(label?.left).toBeGreaterThanOrEqual(line?.right ?? Infinity)
    await expect(label?.left).toBeGreaterThanOrEqual(axis?.right ?? Infinity)
    await expect(canvasElement.querySelectorAll('.tc__event')).toHaveLength(2)
    await userEvent.tab()
    await userEvent.tab()
    await expect(
      canvas.getByRole('button', { name: 'Event 1, May 5, 2026: Reorganisation of the regions' }),
    ).toHaveFocus()
    await userEvent.tab()
    await expect(
      canvas.getByRole('button', { name: 'Event 2, Oct 12, 2026: Leadership programme started' }),
    ).toHaveFocus()
  },
}

/** The same marks right to left: the target's label past the line's end, on the left. */
export const WithTargetAndEventsArabic: Story = {
  ...WithTargetAndEvents,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxes(canvasElement).label).toBeDefined(), CHART_DRAWN)
    const { label, line, axis } = boxes(canvasElement)
    await expect(label?.right).toBeLessThanOrEqual(line?.left ?? -Infinity)
    await expect(label?.right).toBeLessThanOrEqual(axis?.left ?? -Infinity)
  },
}

export const WithTargetAndEventsDark: Story = {
  ...WithTargetAndEvents,
  globals: { theme: 'dark' },
  play: undefined,
}

/** A target out of reach at today's pace: the pace says where the line gets to instead. */
export const BehindPace: Story = {
  args: { target: { yesShare: 90, targetDate: '2027-06-30', startDate: '2026-01-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-pace')).toHaveTextContent(
      /^Behind pace: at this pace \d+%(–\d+%)? by June 2027, target 90%\.$/,
    )
  },
}

export const ClearRise: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Pipelines with women' }),
    ).toHaveAccessibleDescription(
      'Pipelines with women rose from 45% to 55% (7-day means at each end: 451 → 549 of 1,000 pipelines) over 12 months: a steady rise.',
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

/** 10 → 12 of 42, one pipeline at a time twice: a rise in fact, not yet clearly more than day-to-day movement. */
export const NoClearChange: Story = {
  args: { label: 'Pipelines with leaders', points: metric('pipelinesWithLeaders').points },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-chart-summary')).toHaveTextContent(
      'Pipelines with leaders rose from 24% to 29% (7-day means at each end: 10 → 12 of 42 pipelines) over 12 months: a rise not yet clearly more than day-to-day movement.',
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
  // The events are the story's data (what an administrator typed), not the UI's words.
  args: { events: EVENTS },
  render: ({ events }) => (
    <TrendTable
      series={series}
      step="month"
      regionLabel="United States"
      locale="en-US"
      events={events}
      targetOf={(key) => (key === TARGET.metric ? TARGET : undefined)}
    />
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByTestId('trend-table-superstar')
    await expect(table).toHaveTextContent('Hidden to protect privacy: fewer than 5 in this group')
    await expect(canvas.getByTestId('trend-table-pipelinesWithWomen')).toHaveTextContent(
      '55%51%–59%5501,000',
    )
    // An event's day is listed with its title; the target ends the caption.
    await expect(canvas.getByTestId('trend-table-pipelinesWithWomen')).toHaveTextContent(
      'Oct 12, 2026',
    )
    await expect(canvas.getByTestId('trend-table-pipelinesWithWomen')).toHaveTextContent(
      'Leadership programme started',
    )
    await expect(canvas.getByTestId('trend-table-target')).toHaveTextContent(
      'Target 60% by Dec 2027.',
    )
  },
}
