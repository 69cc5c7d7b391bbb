import { composeStories } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { render } from '../testing/render.tsx'
import * as stories from './MetricTrend.stories.tsx'

const { ClearRise, WithheldGap, SmallGroupNoClearChange } = composeStories(stories)

describe('MetricTrend', () => {
  it('shows the counts and intervals behind a change on keyboard focus', async () => {
    const screen = await render(<ClearRise />)
    const change = screen.getByTestId('change-365')
    await expect
      .element(change)
      .toHaveAccessibleDescription(
        'Nov 21, 2025: 45% (450 of 1,000; 95% interval 41%–49%). Nov 21, 2026: 55% (550 of 1,000; 95% interval 51%–59%). The intervals do not overlap: a clear change.',
      )
    const details = change.element().querySelector('[role="tooltip"]')
    expect(details).not.toBeNull()
    expect(details === null ? '' : getComputedStyle(details).display).toBe('none')
    await userEvent.tab()
    expect(document.activeElement?.textContent).toMatch(/^No clear change since/)
    await userEvent.tab()
    expect(document.activeElement).toBe(change.element())
    expect(details === null ? '' : getComputedStyle(details).display).toBe('block')
  })

  it('says why an overlapping change is not called one', async () => {
    const screen = await render(<SmallGroupNoClearChange />)
    await expect
      .element(screen.getByTestId('change-365'))
      .toHaveAccessibleDescription(/The intervals overlap: no clear change\.$/)
  })

  it('draws withheld days as a gap: the line has two runs, and no count is shown for them', async () => {
    const screen = await render(<WithheldGap />)
    const line = () =>
      screen.getByTestId('sparkline').element().querySelector('.mt__line .recharts-line-curve')
    await expect.poll(() => line()?.getAttribute('d')?.match(/M/g), CHART_DRAWN).toHaveLength(2)
    await expect.element(screen.getByTestId('withheld-note')).toBeVisible()
  })
})
