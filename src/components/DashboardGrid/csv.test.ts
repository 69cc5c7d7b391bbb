import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { escapeCsvCell, toCsv } from '../../domain/board-pack/export-csv.ts'
import { csvFileName, organizationInfoCsv } from './csv.ts'

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
    // After the spaces a spreadsheet trims, or a mark that draws nothing, or in full width.
    expect(escapeCsvCell('  =1+1')).toBe("'  =1+1")
    expect(escapeCsvCell('\u200B=1+1')).toBe("'\u200B=1+1")
    expect(escapeCsvCell('\uFEFF@SUM(A1)')).toBe("'\uFEFF@SUM(A1)")
    expect(escapeCsvCell('＝1+1')).toBe("'＝1+1")
    expect(escapeCsvCell('＋1')).toBe("'＋1")
    expect(escapeCsvCell('－1')).toBe("'－1")
    expect(escapeCsvCell('＠A1')).toBe("'＠A1")
    // Not a formula: a sign inside the text, or a dash that is not a minus.
    expect(escapeCsvCell('a = b')).toBe('a = b')
    expect(escapeCsvCell('– none')).toBe('– none')
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

  /** Each record without its last two fields (the definition and the methodology address). */
  function withoutDefinitions(csv: string): string[] {
    const lastField = /,(?:"(?:[^"]|"")*"|[^,"]*)$/
    return csv
      .split('\r\n')
      .filter((line) => line.length > 0)
      .map((line) => line.replace(lastField, '').replace(lastField, ''))
  }

  it('links every row to the methodology page in its last column', () => {
    const url = 'https://dashboard.example/methodology'
    const csv = organizationInfoCsv(i18n, organizationInfoFixtures.healthy, {
      regionLabel: 'US',
      methodologyUrl: url,
    })
    const lines = csv.split('\r\n').filter((line) => line.length > 0)
    expect(lines[0]).toMatch(/,methodology_url$/)
    expect(lines.slice(1).length).toBeGreaterThan(5)
    for (const line of lines.slice(1)) expect(line.endsWith(`,${url}`)).toBe(true)
  })

  it('writes region and as-of in every row, human statuses, and empty withheld values', () => {
    const csv = organizationInfoCsv(i18n, organizationInfoFixtures.suppressed, {
      regionLabel: 'Canada',
    })
    expect(withoutDefinitions(csv)).toEqual([
      'region_id,region,as_of_utc,metric_key,metric,status,yes_percent,no_percent,yes_count,no_count,total,value_percent,interval_low_percent,interval_high_percent,target_percent,target_date,target_start_date',
      'ca,Canada,2026-11-21 10:00:00,pipelinesWithLeaders,Pipelines with leaders,Hidden: fewer than 5,,,,,,,,,,,',
      'ca,Canada,2026-11-21 10:00:00,pipelinesWithWomen,Pipelines with women,Reported,43,57,3,4,7,,,,,,',
      'ca,Canada,2026-11-21 10:00:00,superstar,Superstars,Hidden: fewer than 5,,,,,,,,,,,',
      'ca,Canada,2026-11-21 10:00:00,pipelinesWithDiverseEthnicity,Pipelines with diverse ethnicity,Hidden: fewer than 5,,,,,,,,,,,',
      'ca,Canada,2026-11-21 10:00:00,rolesWithSuccessorsReady,Roles with successors ready,Reported,0,100,0,12,12,,,,,,',
      'ca,Canada,2026-11-21 10:00:00,genderDiversity,Gender diversity,Reported,,,,,,50.0,,,,,',
      'ca,Canada,2026-11-21 10:00:00,ethnicDiversity,Ethnic diversity,Not reported,,,,,,,,,,,',
    ])
    expect(csv).toContain('The platform decides who counts as a pipeline’s leader')
  })

  it('tells none counted (zeros) from not reported (nulls)', () => {
    const csv = organizationInfoCsv(i18n, organizationInfoFixtures.nulls, { regionLabel: 'Europe' })
    const rows = withoutDefinitions(csv)
    expect(rows).toContain(
      'eu,Europe,2026-11-21 10:00:00,superstar,Superstars,None counted,,,0,0,0,,,,,,',
    )
    expect(rows).toContain(
      'eu,Europe,2026-11-21 10:00:00,pipelinesWithWomen,Pipelines with women,Not reported,,,,,,,,,,,',
    )
  })

  it('rounds percentage figures as the screen does (22.75 → 22.8)', () => {
    const info = {
      ...organizationInfoFixtures.healthy,
      percentages: [{ key: 'ethnicDiversity', label: 'Ethnic diversity', value: 22.75 }],
    }
    const rows = withoutDefinitions(organizationInfoCsv(i18n, info, { regionLabel: 'US' }))
    expect(rows).toContain(
      'us,US,2026-11-21 10:00:00,ethnicDiversity,Ethnic diversity,Reported,,,,,,22.8,,,,,',
    )
    expect(rows).toContain(
      'us,US,2026-11-21 10:00:00,genderDiversity,Gender diversity,Not reported,,,,,,,,,,,',
    )
  })

  it('escapes labels that come from upstream property names', () => {
    const csv = organizationInfoCsv(i18n, organizationInfoFixtures.extra, {
      regionLabel: 'Asia Pacific',
      decimals: 1,
    })
    expect(csv).toContain(
      'internalHires,"Internal hires, ""promoted"", or moved",Reported,0.1,99.9,1,999,1000,,,,',
    )
    expect(csv).toContain(
      'pipelinesWithLeaders,Pipelines with leaders,Reported,28.6,71.4,12,30,42,,,,',
    )
  })

  it('writes a distribution withheld by MIN_CELL_SIZE (no group size) without counts', () => {
    const info = {
      ...organizationInfoFixtures.healthy,
      distributions: [
        {
          key: 'pipelinesWithLeaders',
          label: 'Pipelines with leaders',
          yesCount: null,
          noCount: null,
          status: 'suppressed' as const,
        },
      ],
    }
    const rows = withoutDefinitions(organizationInfoCsv(i18n, info, { regionLabel: 'PHX' }))
    expect(rows).toContain(
      'us,PHX,2026-11-21 10:00:00,pipelinesWithLeaders,Pipelines with leaders,Hidden: group too small,,,,,,,,,,,',
    )
  })

  it('names the file after the region and the day of the data', () => {
    expect(csvFileName(organizationInfoFixtures.healthy)).toBe(
      'pipeline-diversity-us-2026-11-21.csv',
    )
  })
})
