import { composeStories } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from '../testing/render.tsx'
import * as stories from './TrendChart.stories.tsx'

const { ClearRise, WithheldGap } = composeStories(stories)

describe('TrendChart', () => {
  it('breaks the line and the interval band at withheld days, never drawing them as zero', async () => {
    const screen = await render(<WithheldGap />)
    const line = screen.getByTestId('trend-line').element()
    expect(line.getAttribute('d')?.match(/M/g)).toHaveLength(2)
    const plot = screen.getByTestId('trend-plot').element()
    expect(plot.querySelectorAll('polygon')).toHaveLength(2)
    // The 0 % grid line sits at y = 172; no point of the line may lie on it.
    expect(line.getAttribute('d')).not.toMatch(/ 172(?:L|M|$)/)
  })

  it('reads out the day under the pointer and hides the readout when it leaves', async () => {
    const screen = await render(<ClearRise />)
    const plot = screen.getByTestId('trend-plot')
    const readout = () => plot.element().querySelector('[data-testid="trend-tooltip"]')?.textContent
    await userEvent.hover(plot)
    await expect.poll(readout).toMatch(/^\w{3} \d+, 20\d\d: \d+% yes \(\d+ of 1,000; 95% interval/)
    await userEvent.unhover(plot)
    await expect.poll(readout).toBeUndefined()
  })
})
