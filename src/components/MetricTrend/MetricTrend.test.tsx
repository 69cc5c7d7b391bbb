import { composeStories } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { render } from '../testing/render.tsx'
import { addDays } from '../../domain/history/history.ts'
import { pointsOf } from '../../domain/trend/testing/census-points.ts'
import { MetricTrend } from './MetricTrend.tsx'
import * as stories from './MetricTrend.stories.tsx'

const { ClearRise, WithheldGap, SmallGroupNoClearChange } = composeStories(stories)

describe('MetricTrend', () => {
  it('shows the counts and intervals of both ends on keyboard focus', async () => {
    const screen = await render(<ClearRise />)
    const line = screen.getByTestId('trend-words')
    await expect
      .element(line)
      .toHaveAccessibleDescription(
        'Nov 21, 2025: 45% (450 of 1,000; 95% interval 41%–49%). Nov 21, 2026: 55% (550 of 1,000; 95% interval 51%–59%).',
      )
    const details = line.element().querySelector('[role="tooltip"]')
    expect(details).not.toBeNull()
    expect(details === null ? '' : getComputedStyle(details).display).toBe('none')
    await userEvent.tab()
    expect(document.activeElement).toBe(line.element())
    expect(details === null ? '' : getComputedStyle(details).display).toBe('block')
  })

  it('says a small group’s two single steps are not yet clearly more than day-to-day movement', async () => {
    const screen = await render(<SmallGroupNoClearChange />)
    const line = screen.getByTestId('trend-words')
    await expect.element(line).toBeVisible()
    expect(line.element().textContent).toContain(
      '12 months: +5 points, a rise not yet clearly more than day-to-day movement',
    )
  })

  it('never shows its last week rounded onto a target it has not reached (issue 34)', async () => {
    // 3,996 of 10,000 every day for a year: 39.96 %, short of the 40 % target.
    const days = Array.from({ length: 365 }, (_, day) => ({
      date: addDays('2025-11-22', day),
      yesCount: 3996,
      total: 10_000,
    }))
    const target = { yesShare: 40, targetDate: '2026-06-30' }
    const screen = await render(
      <MetricTrend label="Pipelines with women" points={pointsOf(days)} target={target} />,
    )
    const end = screen.getByTestId('trend-end')
    await expect.element(end).toHaveTextContent('39.96%')
    expect(Number(/[\d.]+/.exec(end.element().textContent)?.[0])).toBeLessThan(40)
    await expect
      .element(screen.getByTestId('trend-pace'))
      .toHaveTextContent('Target date passed: 39.96% now, target was 40% by June 2026.')
    // Without a target, the figure is rounded as every share is.
    await screen.rerender(<MetricTrend label="Pipelines with women" points={pointsOf(days)} />)
    await expect.element(screen.getByTestId('trend-end')).toHaveTextContent('40%')
  })

  it('draws withheld days as a gap: the line has two runs, and no count is shown for them', async () => {
    const screen = await render(<WithheldGap />)
    const line = () =>
      screen.getByTestId('sparkline').element().querySelector('.mt__line .recharts-line-curve')
    await expect.poll(() => line()?.getAttribute('d')?.match(/M/g), CHART_DRAWN).toHaveLength(2)
    await expect.element(screen.getByTestId('withheld-note')).toBeVisible()
  })
})
