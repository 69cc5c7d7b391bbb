import { composeStories } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { render } from '../testing/render.tsx'
import { DistributionChart } from './DistributionChart.tsx'
import * as stories from './DistributionChart.stories.tsx'

const { Healthy, Rounding, OneDecimal, Suppressed, NoData, GermanLocale } = composeStories(stories)

describe('DistributionChart', () => {
  it('is a figure named by the metric, described by a one-sentence summary', async () => {
    const screen = await render(<Healthy />)
    const figure = screen.getByRole('figure', { name: 'Pipelines with leaders' })
    await expect
      .element(figure)
      .toHaveAccessibleDescription('Pipelines with leaders: 29% yes, 71% no, of 42 pipelines.')
  })

  it('draws the bar with Recharts: yes solid from the start, then no filled with the hatch pattern', async () => {
    const screen = await render(<Healthy />)
    const plot = screen.getByTestId('distribution-plot')
    await expect.element(plot).toHaveAccessibleName(/^29% yes, 71% no\./)
    const part = (share: string) =>
      plot.element().querySelector(`.dc__bar--${share} .recharts-rectangle`)
    await expect.poll(() => part('no'), CHART_DRAWN).not.toBeNull()
    const drawing = plot.element().querySelector('[data-chart="share-bar"]')
    expect(drawing?.getAttribute('aria-hidden')).toBe('true')
    const svg = plot.element().querySelector('svg')
    expect(svg?.textContent).toBe('')
    const box = plot.element().getBoundingClientRect()
    const yes = part('yes')?.getBoundingClientRect()
    const no = part('no')?.getBoundingClientRect()
    // Yes from the inline start over 29 % of the box, no after it to the end, both full height.
    expect(yes?.left).toBeCloseTo(box.left, 0)
    expect((yes?.width ?? 0) / box.width).toBeCloseTo(0.29, 2)
    expect(no?.left).toBeCloseTo(yes ? yes.right : Number.NaN, 0)
    expect(no?.right).toBeCloseTo(box.right, 0)
    expect(yes?.height).toBeCloseTo(box.height, 0)
    const fill = part('no')?.getAttribute('fill') ?? ''
    const patternId = /^url\(#(.+)\)$/.exec(fill)?.[1] ?? ''
    expect(svg?.querySelector(`pattern[id="${patternId}"]`)).not.toBeNull()
  })

  it('gives each chart on a page its own hatch pattern', async () => {
    const screen = await render(
      <>
        <Healthy />
        <Rounding />
      </>,
    )
    const fills = () =>
      Array.from(screen.container.querySelectorAll('.dc__bar--no .recharts-rectangle'), (rect) =>
        rect.getAttribute('fill'),
      )
    await expect.poll(fills, CHART_DRAWN).toHaveLength(2)
    expect(new Set(fills()).size).toBe(2)
  })

  it('shows rounded values that add up to 100', async () => {
    const screen = await render(<Rounding />)
    await expect.element(screen.getByTestId('distribution-yes')).toHaveTextContent('33%')
    await expect.element(screen.getByTestId('distribution-no')).toHaveTextContent('67%')
    await screen.rerender(<OneDecimal />)
    await expect.element(screen.getByTestId('distribution-yes')).toHaveTextContent('28.6%')
    await expect.element(screen.getByTestId('distribution-no')).toHaveTextContent('71.4%')
  })

  it('formats by locale', async () => {
    const screen = await render(<GermanLocale />)
    await expect.element(screen.getByTestId('distribution-yes')).toHaveTextContent('28,6 %')
  })

  it('shows the counts on keyboard focus and hides them on blur', async () => {
    const screen = await render(<Healthy />)
    await expect.element(screen.getByTestId('distribution-readout')).not.toBeInTheDocument()
    const plot = screen.getByTestId('distribution-plot')
    // The plot is in the tab order; focus it directly (test files share one browser window).
    await expect.element(plot).toHaveAttribute('tabindex', '0')
    plot.element().focus()
    await expect.element(plot).toHaveFocus()
    await expect
      .element(screen.getByTestId('distribution-readout'))
      .toHaveTextContent('Yes: 12, no: 30, total: 42')
    await expect.element(plot).toHaveAccessibleName('29% yes, 71% no. Yes: 12, no: 30, total: 42.')
    plot.element().blur()
    await expect.element(screen.getByTestId('distribution-readout')).not.toBeInTheDocument()
  })

  it('shows the counts on hover', async () => {
    const screen = await render(<Healthy />)
    await userEvent.hover(screen.getByTestId('distribution-plot'))
    await expect.element(screen.getByTestId('distribution-readout')).toBeVisible()
    await userEvent.unhover(screen.getByTestId('distribution-plot'))
    await expect.element(screen.getByTestId('distribution-readout')).not.toBeInTheDocument()
  })

  it('never shows a count for a suppressed distribution, and offers nothing to focus', async () => {
    const screen = await render(<Suppressed />)
    await expect
      .element(screen.getByTestId('distribution-status'))
      .toHaveTextContent('Hidden to protect privacy: fewer than 5 in this group')
    const figureText = screen.getByRole('figure').element().textContent ?? ''
    expect(figureText.replaceAll('fewer than 5 in this group', '')).not.toMatch(/\d/)
    expect(screen.container.querySelector('[tabindex]')).toBeNull()
  })

  it('says "Not reported" for null counts and "None counted" for an all-zero total', async () => {
    const screen = await render(<NoData />)
    await expect
      .element(screen.getByTestId('distribution-status'))
      .toHaveTextContent('Not reported')
    await screen.rerender(
      <DistributionChart
        distribution={{ key: 'k', label: 'Roles', yesCount: 0, noCount: 0, status: 'ok' }}
      />,
    )
    await expect
      .element(screen.getByTestId('distribution-status'))
      .toHaveTextContent('None counted')
  })
})
