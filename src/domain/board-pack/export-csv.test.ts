import { describe, expect, it } from 'vitest'
import { EVENT_COLUMNS, eventsCsv } from './export-csv.ts'

describe('the events CSV', () => {
  const events = [
    { id: 'b', date: '2026-09-14', title: '=Reorg, "phase 2"', note: null, region: null },
    { id: 'a', date: '2026-03-02', title: 'New hiring policy', note: 'HR', region: 'us' as const },
  ]

  it('has the same header in every language and a numbered row per event, oldest first', () => {
    const english = eventsCsv({ regionId: 'us', regionName: 'United States' }, events)
    const french = eventsCsv({ regionId: 'us', regionName: 'États-Unis' }, events)
    const [header, ...rows] = english.split('\r\n')
    expect(header).toBe(EVENT_COLUMNS.join(','))
    expect(french.split('\r\n')[0]).toBe(header)
    expect(rows).toEqual([
      'us,United States,1,2026-03-02,New hiring policy,HR,false,a',
      // Typed text stays text: quoted, its formula start defused.
      `us,United States,2,2026-09-14,"'=Reorg, ""phase 2""",,true,b`,
      '',
    ])
  })
})
