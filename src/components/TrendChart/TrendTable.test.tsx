import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/history/history.ts'
import { START_DAY } from '../../domain/trend/testing/census-series.ts'
import { pointsOf } from '../../domain/trend/testing/census-points.ts'
import type { Target } from '../../domain/annotations/annotations.ts'
import { render } from '../testing/render.tsx'
import { TrendTable } from './TrendTable.tsx'

const TARGET: Target = {
  metric: 'pipelinesWithWomen',
  yesShare: 40,
  targetDate: '2027-12-31',
  startDate: null,
  version: 1,
}

describe('TrendTable', () => {
  it('never lists a day short of its metric’s target rounded onto it', async () => {
    // Eight days at 3,996 of 10,000 (39.96 %): short of the 40 % target.
    const days = Array.from({ length: 8 }, (_, index) => ({
      date: addDays(START_DAY, index),
      yesCount: 3996,
      total: 10000,
    }))
    const series = [
      {
        key: 'pipelinesWithWomen',
        label: 'Pipelines with women',
        points: pointsOf(days, 'pipelinesWithWomen'),
      },
    ]
    const table = (targetOf?: (metric: string) => Target | undefined) =>
      render(
        <TrendTable
          series={series}
          step="week"
          regionLabel="United States"
          locale="en-US"
          targetOf={targetOf}
        />,
      )
    const withTarget = await table((metric) => (metric === TARGET.metric ? TARGET : undefined))
    const rows = withTarget.getByTestId('trend-table-pipelinesWithWomen')
    await expect.element(rows).toBeVisible()
    const body = () => rows.element().querySelector('tbody')?.textContent ?? ''
    expect(body()).toContain('Nov 24, 202539.96%')
    expect(body()).not.toMatch(/[^.\d]40%/)
    withTarget.unmount()
    // Without a target the day reads as every share does.
    const plain = await table()
    const plainRows = plain.getByTestId('trend-table-pipelinesWithWomen')
    await expect.element(plainRows).toBeVisible()
    expect(plainRows.element().querySelector('tbody')?.textContent).toContain('Nov 24, 202540%')
  })
})
