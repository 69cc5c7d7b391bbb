import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { seriesOf, STORY_TARGET, YEAR_OF_SERIES } from '../../mocks/story-fixtures.ts'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { fixtureControl, flagControl, localeControl } from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import { MetricTrend } from './MetricTrend.tsx'

/** The mock history's last 12 months, up to a fixed day, so every render reads the same. */
const pointsOf = (key: string) => seriesOf(key).points

const meta = {
  title: 'Components/MetricTrend',
  component: MetricTrend,
  args: { label: 'Pipelines with women', points: pointsOf('pipelinesWithWomen'), locale: 'en-US' },
  argTypes: {
    points: fixtureControl(
      Object.fromEntries(YEAR_OF_SERIES.map((entry) => [entry.label, entry.points])),
      'The days of a metric of the mock history (a rise, a fall, no clear change, a withheld gap)',
    ),
    demo: flagControl('The history is demo data'),
    locale: localeControl,
  },
  decorators: [frame({ maxInlineSize: '24rem' }, 'metric-card')],
} satisfies Meta<typeof MetricTrend>

export default meta
type Story = StoryObj<typeof meta>

/** 45 % → 55 % of 1,000 over the year, a pipeline at a time: a steady rise. */
export const ClearRise: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', { name: 'Pipelines with women: yes share over 12 months' }),
    ).toHaveAccessibleDescription(
      'Pipelines with women rose from 45% to 55% (7-day means at each end: 451 → 549 of 1,000 pipelines) over 12 months: a steady rise.',
    )
    await expect(canvas.getByTestId('trend-words')).toHaveTextContent(
      '12 months: +10 points, a steady rise',
    )
    // The exact ends are marked on the line and written beside it: 45 % a year ago, 55 % now.
    await expect(canvas.getByTestId('sparkline-row')).toHaveTextContent('45%55%')
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('.mt__dot--start circle, circle.mt__dot--start'),
        ).not.toBeNull(),
      CHART_DRAWN,
    )
    await expect(
      canvasElement.querySelector('.mt__dot--latest circle, circle.mt__dot--latest'),
    ).not.toBeNull()
  },
}

/** 40 % → 30 % of 2,000: a steady fall. */
export const ClearFall: Story = {
  args: {
    label: 'Pipelines with diverse ethnicity',
    points: pointsOf('pipelinesWithDiverseEthnicity'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-words')).toHaveTextContent(
      '12 months: -10 points, a steady fall',
    )
  },
}

/** 10 of 42 → 12 of 42, one pipeline at a time twice: a rise in fact, not yet clearly more than day-to-day movement. */
export const SmallGroupNoClearChange: Story = {
  args: { label: 'Pipelines with leaders', points: pointsOf('pipelinesWithLeaders') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-words')).toHaveTextContent(
      '12 months: +5 points, a rise not yet clearly more than day-to-day movement',
    )
  },
}

/** Superstars were withheld from 60 to 80 days back: a gap and a note, never a count. */
export const WithheldGap: Story = {
  args: { label: 'Superstars', points: pointsOf('superstar') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('withheld-note')).toHaveTextContent(
      'Hidden on 21 days: fewer than 5 in the group',
    )
  },
}

export const DemoBadge: Story = {
  args: { demo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('demo-badge')).toHaveTextContent('Demo data')
  },
}

/** Only 20 days recorded: too short to judge a direction. */
export const ShortHistory: Story = {
  args: { points: pointsOf('pipelinesWithWomen').slice(-20) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-words')).toHaveTextContent(
      /too short a history to judge a direction/,
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

/** Right to left: the line runs from the right (the latest day's dot at the left end). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const line = () => canvasElement.querySelector('.mt__line .recharts-line-curve')
    const dot = () => canvasElement.querySelector('.mt__dot--latest')
    await waitFor(() => expect(dot()).not.toBeNull())
    const latest = dot()?.getBoundingClientRect()
    const box = line()?.getBoundingClientRect()
    await expect(latest?.left).toBeLessThan((box?.left ?? 0) + (box?.width ?? 0) / 2)
  },
}

export const DarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } }

/**
 * With a target: the pace towards it in plain words under the line (55 % now, rising about 10
 * points a year: at this pace about 66 % by December 2027, past the target).
 */
export const WithTarget: Story = {
  args: { target: STORY_TARGET },
  argTypes: {
    target: { control: 'object', description: 'The metric’s target: a share and a date' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-pace')).toHaveTextContent(
      /^On pace: at this pace \d+%(–\d+%)? by December 2027, target 60%\.$/,
    )
  },
}

/** A target already passed by the line: said plainly. */
export const TargetMet: Story = {
  args: { target: { ...STORY_TARGET, yesShare: 50 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('trend-pace')).toHaveTextContent(
      'Target met: 55% now, target 50% by December 2027.',
    )
  },
}
