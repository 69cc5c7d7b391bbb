import { describe, expect, it } from 'vitest'
import { machineLine, QUIET_LOAD, watchLoad } from './bench-support.ts'
import { formatTable, meetsGoals, type Figures } from './lighthouse-support.ts'
import {
  drawingParts,
  floorMs,
  formatParts,
  formatRatios,
  formatSeries,
  goalMs,
  type Series,
} from './ttc-support.ts'

const series: Series[] = [
  { target: 'new', journey: 'sign-in', latencyMs: 300, runs: [700, 690, 710, 800, 650] },
  { target: 'new', journey: 'reload', latencyMs: 300, runs: [720, 730, 710] },
  { target: 'new', journey: 'sign-in', latencyMs: 0, runs: [200] },
  { target: 'old', journey: 'sign-in', latencyMs: 300, runs: [1400, 1400, 1400] },
]

describe('time to charts (issue 39)', () => {
  it('counts the floor as the upstream calls a journey needs, and the goals at 300 ms', () => {
    expect([floorMs('sign-in', 300), floorMs('reload', 300), floorMs('sign-in', 0)]).toEqual([
      600, 300, 0,
    ])
    expect([goalMs('sign-in'), goalMs('reload')]).toEqual([720, 700])
  })

  it('judges the medians at 300 ms against the goals, and only with a verdict', () => {
    const judged = formatSeries(series, true).split('\n')
    expect(judged[1]).toMatch(/sign-in\s+300 ms\s+700 ms\s+600 ms\s+1\.17x\s+<= 720 ms met/)
    expect(judged[2]).toMatch(/reload\s+300 ms\s+720 ms\s+300 ms\s+2\.40x\s+<= 700 ms MISSED/)
    expect(judged[3]).not.toMatch(/met|MISSED/)
    expect(formatSeries(series, false)).not.toMatch(/met|MISSED/)
  })

  it('splits what the page did after Organization Info answered: first bar, then per bar', () => {
    const marks = { submit: 100, drawn: 900, answered: 600, bars: [700, 730, 760, 790, 820] }
    expect(drawingParts(marks)).toEqual({ firstBar: 100, perBar: 30 })
    expect(drawingParts({ ...marks, answered: undefined })).toBeUndefined()
    expect(drawingParts({ ...marks, bars: [700] })).toBeUndefined()
    const parts = [
      { firstBar: 100, perBar: 30 },
      { firstBar: 140, perBar: 20 },
      { firstBar: 120, perBar: 25 },
    ]
    expect(formatParts([{ ...series[0]!, parts }])).toContain(
      'new, sign-in at 300 ms: answer → first bar 120 ms, then 25 ms per bar',
    )
    expect(formatParts(series)).toBe('After Organization Info answered (medians):')
  })

  it('gives the ratio of two trees measured in the same run', () => {
    expect(formatRatios(series, 'new', 'old')).toContain(
      'sign-in at 300 ms: 700 ms against 1400 ms, 0.50x',
    )
  })
})

describe('benches on a shared machine (issue 39)', () => {
  it('print the machine', () => {
    expect(machineLine()).toMatch(/^machine: .+, \d+ cores?$/)
  })

  it('give no verdict once the 1-minute load average has passed 1.5', () => {
    const loads = [
      [0.4, 1, 1],
      [1.2, 1, 1],
    ]
    const quiet = watchLoad(() => loads.shift() ?? [1.5, 1, 1])
    quiet.sample()
    expect(quiet.noVerdict()).toBeUndefined()
    const busy = watchLoad(() => [QUIET_LOAD + 0.01, 1, 1])
    expect(busy.noVerdict()).toMatch(/^no verdict: .*1\.51/)
  })

  it('hold Lighthouse to performance 95 and TBT 200 ms, and judge nothing without a verdict', () => {
    const figures: Figures = {
      performance: 96,
      accessibility: 100,
      bestPractices: 100,
      fcp: 1800,
      lcp: 2200,
      tbt: 210,
      cls: 0,
    }
    expect(meetsGoals(figures)).toBe(false)
    expect(meetsGoals({ ...figures, tbt: 200 })).toBe(true)
    expect(formatTable([{ page: 'trends', figures }])).toMatch(/MISSED$/)
    expect(formatTable([{ page: 'trends', figures }], false)).toMatch(/ -$/)
  })
})
