import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { HistoryResponse } from '../../../../domain/history.ts'
import { historyCsv } from './history-csv.ts'

const URL = 'https://dashboard.example/methodology'

const history: HistoryResponse = {
  region: 'phx',
  demo: false,
  snapshots: [
    {
      date: '2026-11-23',
      distributions: [
        {
          key: 'pipelinesWithLeaders',
          label: 'Pipelines with leaders',
          yesCount: 20,
          noCount: 30,
          status: 'ok',
        },
      ],
      percentages: [],
    },
    {
      date: '2026-11-24',
      // Withheld by MIN_CELL_SIZE: no counts, no group size.
      distributions: [
        {
          key: 'pipelinesWithLeaders',
          label: 'Pipelines with leaders',
          yesCount: null,
          noCount: null,
          status: 'suppressed',
        },
      ],
      percentages: [],
    },
  ],
}

describe('historyCsv', () => {
  it('writes counts and intervals of shown days, none of withheld ones, and the methodology in every row', () => {
    const rows = historyCsv(history, i18n, URL).trim().split('\r\n')
    expect(rows[0]).toMatch(
      /,95% interval low \(%\),95% interval high \(%\),How the figures are made$/,
    )
    // 20 of 50: Wilson 95 % interval 27.6 %–53.9 %, widened to whole percents.
    expect(rows[1]).toBe(
      `2026-11-23,Pipelines with leaders,pipelinesWithLeaders,ok,40,20,50,27,54,${URL}`,
    )
    expect(rows[2]).toBe(
      `2026-11-24,Pipelines with leaders,pipelinesWithLeaders,suppressed,,,,,,${URL}`,
    )
  })
})
