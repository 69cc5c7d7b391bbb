import { describe, expect, it } from 'vitest'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { csvFileName, escapeCsvCell, organizationInfoCsv, toCsv } from './csv.ts'

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(escapeCsvCell('plain')).toBe('plain')
    expect(escapeCsvCell('a,b')).toBe('"a,b"')
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""')
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"')
    expect(escapeCsvCell(null)).toBe('')
    expect(escapeCsvCell(28.6)).toBe('28.6')
    expect(escapeCsvCell(Number.NaN)).toBe('')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(escapeCsvCell('+1')).toBe("'+1")
    expect(escapeCsvCell('@sum')).toBe("'@sum")
    expect(escapeCsvCell(-5)).toBe('-5')
  })

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('a,1\r\nb,\r\n')
  })

  it('writes the shown values; withheld values are empty, with their status', () => {
    const csv = organizationInfoCsv(organizationInfoFixtures.suppressed)
    expect(csv.split('\r\n')).toEqual([
      'Metric,Key,Status,Yes (%),No (%),Yes (count),No (count),Total,Value (%)',
      'Pipelines with leaders,pipelinesWithLeaders,suppressed,,,,,,',
      'Pipelines with women,pipelinesWithWomen,ok,43,57,3,4,7,',
      'Superstars,superstar,suppressed,,,,,,',
      'Pipelines with diverse ethnicity,pipelinesWithDiverseEthnicity,suppressed,,,,,,',
      'Roles with successors ready,rolesWithSuccessorsReady,ok,0,100,0,12,12,',
      'Gender diversity,genderDiversity,ok,,,,,,50',
      '',
    ])
  })

  it('escapes labels that come from upstream property names', () => {
    const csv = organizationInfoCsv(organizationInfoFixtures.extra, { decimals: 1 })
    expect(csv).toContain(
      '"Internal hires, ""promoted"", or moved",internalHires,ok,0.1,99.9,1,999,1000,',
    )
    expect(csv).toContain('Pipelines with leaders,pipelinesWithLeaders,ok,28.6,71.4,12,30,42,')
  })

  it('names the file after the region and the day of the data', () => {
    expect(csvFileName(organizationInfoFixtures.healthy)).toBe(
      'pipeline-diversity-us-2026-11-21.csv',
    )
  })
})
