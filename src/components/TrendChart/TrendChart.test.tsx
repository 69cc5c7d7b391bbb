import { i18n } from '@lingui/core'
import { composeStories } from '@storybook/react-vite'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { messages as arabic } from '../../locales/ar.po'
import { messages as english } from '../../locales/en.po'
import { CHART_DRAWN } from '../testing/chart-drawn.ts'
import { ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY } from '../../domain/annotations/annotations.ts'
import { render } from '../testing/render.tsx'
import * as stories from './TrendChart.stories.tsx'

const { ClearRise, WithheldGap } = composeStories(stories)
const CATALOGS = { en: english, ar: arabic }

describe('TrendChart', () => {
  it('breaks the line and the interval band at withheld days, never drawing them as zero', async () => {
    const screen = await render(<WithheldGap />)
    const plot = screen.getByTestId('trend-plot').element()
    const line = () => plot.querySelector('.tc__line .recharts-line-curve')
    await expect.poll(line, CHART_DRAWN).not.toBeNull()
    expect(line()?.getAttribute('d')?.match(/M/g)).toHaveLength(2)
    const band = plot.querySelector('.tc__band .recharts-area-area')
    expect(band?.getAttribute('d')?.match(/M/g)).toHaveLength(2)
    // No point of the line lies on the 0 % grid line (the lowest horizontal line of the grid).
    const gridYs = Array.from(
      plot.querySelectorAll('.recharts-cartesian-grid-horizontal line'),
      (gridLine) => Number(gridLine.getAttribute('y1')),
    )
    const zero = Math.max(...gridYs)
    const ys = [...(line()?.getAttribute('d') ?? '').matchAll(/[ML][\d.]+,([\d.]+)/g)].map(
      (match) => Number(match[1]),
    )
    expect(ys.length).toBeGreaterThan(10)
    expect(Math.max(...ys)).toBeLessThan(zero)
  })

  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: CATALOGS.en })
  })

  it('draws the percent axis on the left, and on the right in Arabic, outside the data', async () => {
    for (const language of ['en', 'ar'] as const) {
      i18n.loadAndActivate({ locale: language, locales: [language], messages: CATALOGS[language] })
      const screen = await render(<ClearRise />)
      const plot = screen.getByTestId('trend-plot').element()
      const axis = () => plot.querySelector('.recharts-yAxis-tick-labels')
      await expect.poll(() => axis()?.querySelectorAll('text').length, CHART_DRAWN).toBe(5)
      const axisBox = axis()?.getBoundingClientRect()
      const lineBox = plot.querySelector('.tc__line')?.getBoundingClientRect()
      if (language === 'en') expect(axisBox?.right).toBeLessThanOrEqual(lineBox?.left ?? 0)
      else expect(axisBox?.left).toBeGreaterThanOrEqual(lineBox?.right ?? 0)
      await screen.unmount()
    }
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

  it('draws a target or an event at either end of the accepted dates within a second', async () => {
    // The first drawing loads the Recharts chunk; the timed ones do not wait for it.
    const warm = await render(<ClearRise />)
    const ticks = () => document.querySelectorAll('.recharts-xAxis-tick-labels text').length
    await expect.poll(ticks, CHART_DRAWN).toBeGreaterThan(0)
    await warm.unmount()
    const edges = [ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY]
    const events = edges.map((date, index) => ({
      id: `edge-${index}`,
      region: null,
      date,
      title: `Edge ${index}`,
      note: null,
      version: 1,
    }))
    // Each end of the range, and a far date stored before the range was enforced.
    for (const targetDate of [ANNOTATION_LAST_DAY, ANNOTATION_FIRST_DAY, '9999-12-31']) {
      const started = performance.now()
      const screen = await render(
        <ClearRise target={{ yesShare: 80, targetDate, startDate: null }} events={events} />,
      )
      await expect.poll(ticks, { timeout: 1_000, interval: 10 }).toBeGreaterThan(0)
      expect(ticks()).toBeLessThanOrEqual(6)
      expect(performance.now() - started).toBeLessThan(1_000)
      await screen.unmount()
    }
  })
})
