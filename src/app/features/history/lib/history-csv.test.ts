import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { HistoryResponse } from '../../../../domain/history/history.ts'
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
      /,interval_low_percent,interval_high_percent,target_percent,target_date,target_start_date,definition,methodology_url$/,
    )
    // 20 of 50: Wilson 95 % interval 27.6 %–53.9 %, widened to whole percents; the definition
    // (quoted: it has commas) before the address.
    expect(rows[1]).toMatch(
      new RegExp(
        `^phx,Phoenix \\(PHX\\),2026-11-23,pipelinesWithLeaders,Pipelines with leaders,Reported,40,60,20,30,50,,27,54,,,,".*",${URL}$`,
      ),
    )
    // Withheld by MIN_CELL_SIZE: no counts, no interval; the status says why.
    expect(rows[2]).toMatch(
      new RegExp(
        `^phx,Phoenix \\(PHX\\),2026-11-24,pipelinesWithLeaders,Pipelines with leaders,Hidden: group too small,,,,,,,,,,,,".*",${URL}$`,
      ),
    )
  })

  it('writes the organization’s own definition instead of the built-in one (decision 0210)', () => {
    const wording = (metric: string) =>
      metric === 'pipelinesWithLeaders' ? 'Our wording: a named leader.' : undefined
    const rows = historyCsv(history, i18n, URL, undefined, wording).trim().split('\r\n')
    expect(rows.slice(1).every((row) => row.endsWith(`,Our wording: a named leader.,${URL}`))).toBe(
      true,
    )
  })
})
