import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  KNOWN_DISTRIBUTIONS,
  organizationInfoSchema,
} from '../../domain/metrics/organization-info.ts'
import {
  MAX_EXTRAS,
  distributionStatus,
  normalizeOrganizationInfo,
  unwrapEnvelope,
} from './normalize.ts'

const fetchedAt = new Date('2026-11-21T10:00:00.000Z')
const options = { region: 'us', fetchedAt, minGroupSize: 5 }

const fullBody = {
  pipelinesWithLeaders: { yesCount: 12, noCount: 30 },
  pipelinesWithWomen: { yesCount: 20, noCount: 22 },
  superstar: { yesCount: 7, noCount: 35 },
  pipelinesWithDiverseEthnicity: { yesCount: 15, noCount: 27 },
  rolesWithSuccessorsReady: { yesCount: 9, noCount: 33 },
  genderDiversity: 41.5,
  ethnicDiversity: 33.25,
}

describe('normalizeOrganizationInfo', () => {
  it('keeps the five named distributions in spec order with labels and counts', () => {
    const result = normalizeOrganizationInfo(fullBody, options)
    expect(result.region).toBe('us')
    expect(result.fetchedAt).toBe('2026-11-21T10:00:00.000Z')
    expect(result.distributions.map((d) => d.key)).toEqual(KNOWN_DISTRIBUTIONS.map((k) => k.key))
    expect(result.distributions[0]).toEqual({
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: 12,
      noCount: 30,
      status: 'ok',
    })
    expect(result.distributions[2]?.label).toBe('Superstars')
    expect(result.percentages).toEqual([
      { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 33.25 },
    ])
    expect(organizationInfoSchema.parse(result)).toEqual(result)
  })

  it('accepts the data envelope and the bare body alike', () => {
    const bare = normalizeOrganizationInfo(fullBody, options)
    const enveloped = normalizeOrganizationInfo({ data: fullBody, meta: { page: 1 } }, options)
    expect(enveloped).toEqual(bare)
  })

  it('does not unwrap a bare body that has a known key next to a "data" property', () => {
    const body = { ...fullBody, data: { pipelinesWithLeaders: { yesCount: 1, noCount: 1 } } }
    const result = normalizeOrganizationInfo(body, options)
    expect(result.distributions[0]?.yesCount).toBe(12)
  })

  it('reports missing, null and malformed distributions as no_data with null counts', () => {
    const result = normalizeOrganizationInfo(
      {
        pipelinesWithLeaders: null,
        superstar: { yesCount: 'twelve', noCount: 3 },
        pipelinesWithDiverseEthnicity: { yesCount: 10 },
        rolesWithSuccessorsReady: { yesCount: -1, noCount: 10 },
      },
      options,
    )
    expect(result.distributions).toHaveLength(5)
    for (const distribution of result.distributions) {
      expect(distribution).toMatchObject({ yesCount: null, noCount: null, status: 'no_data' })
    }
    expect(result.percentages).toEqual([])
  })

  it('leaves out percentages outside 0–100 as contract breaks, and reports each', () => {
    const breaks: { key: string; reason: string }[] = []
    const result = normalizeOrganizationInfo(
      {
        ...fullBody,
        genderDiversity: 1e308,
        ethnicDiversity: -12.5,
        ageDiversity: 100.0001,
        veteranShare: 100,
        tenureShare: 0,
      },
      { ...options, onContractBreak: (contractBreak) => breaks.push(contractBreak) },
    )
    expect(result.percentages.map(({ key, value }) => [key, value])).toEqual([
      ['veteranShare', 100],
      ['tenureShare', 0],
    ])
    expect(breaks).toEqual(
      ['genderDiversity', 'ethnicDiversity', 'ageDiversity'].map((key) => ({
        key,
        reason: 'percentage_out_of_range',
      })),
    )
  })

  it('treats both counts zero as no_data, keeping the zeros (none counted, not missing)', () => {
    const result = normalizeOrganizationInfo(
      { pipelinesWithLeaders: { yesCount: 0, noCount: 0 } },
      options,
    )
    expect(result.distributions[0]).toMatchObject({ status: 'no_data', yesCount: 0, noCount: 0 })
  })

  it('withholds small groups as suppressed, without their counts', () => {
    const result = normalizeOrganizationInfo(
      { pipelinesWithWomen: { yesCount: 1, noCount: 3 }, superstar: { yesCount: 0, noCount: 5 } },
      options,
    )
    expect(result.distributions[1]).toEqual({
      key: 'pipelinesWithWomen',
      label: 'Pipelines with women',
      yesCount: null,
      noCount: null,
      status: 'suppressed',
      minGroupSize: 5,
    })
    expect(result.distributions[2]).toMatchObject({ status: 'ok', yesCount: 0, noCount: 5 })
    expect(JSON.stringify(result)).not.toContain('"yesCount":1')
  })

  it('MIN_GROUP_SIZE 0 turns suppression off', () => {
    const result = normalizeOrganizationInfo(
      { pipelinesWithWomen: { yesCount: 1, noCount: 0 } },
      { ...options, minGroupSize: 0 },
    )
    expect(result.distributions[1]).toMatchObject({ status: 'ok', yesCount: 1, noCount: 0 })
  })

  it('adds extra BinaryDistribution-shaped properties after the named five, labelled from the key', () => {
    const result = normalizeOrganizationInfo(
      {
        data: {
          rolesWithMentors: { yesCount: 8, noCount: 12 },
          ...fullBody,
          managers_with_reports: { yesCount: 3, noCount: null },
          notADistribution: { name: 'x' },
          text: 'hello',
          list: [1, 2],
          flag: true,
        },
      },
      options,
    )
    expect(result.distributions.map((d) => d.key)).toEqual([
      ...KNOWN_DISTRIBUTIONS.map((k) => k.key),
      'rolesWithMentors',
      'managers_with_reports',
    ])
    expect(result.distributions[5]).toMatchObject({ label: 'Roles with mentors', status: 'ok' })
    expect(result.distributions[6]).toMatchObject({
      label: 'Managers with reports',
      status: 'no_data',
    })
  })

  it('adds every numeric property to percentages, known ones first', () => {
    const result = normalizeOrganizationInfo(
      { veteranShare: 4.5, ethnicDiversity: 30, genderDiversity: 50, disabilityRate: 0 },
      options,
    )
    expect(result.percentages.map((p) => [p.key, p.label, p.value])).toEqual([
      ['genderDiversity', 'Gender diversity', 50],
      ['ethnicDiversity', 'Ethnic diversity', 30],
      ['veteranShare', 'Veteran share', 4.5],
      ['disabilityRate', 'Disability rate', 0],
    ])
  })

  it('ignores keys that are not plain identifiers and caps the number of extras', () => {
    const many: Record<string, unknown> = { 'x y': 5, '<script>': { yesCount: 1, noCount: 9 } }
    for (let index = 0; index < MAX_EXTRAS + 20; index += 1) {
      many[`extra${index}`] = { yesCount: index, noCount: 10 }
      many[`share${index}`] = index
    }
    const result = normalizeOrganizationInfo(many, options)
    expect(result.distributions).toHaveLength(5 + MAX_EXTRAS)
    expect(result.percentages).toHaveLength(MAX_EXTRAS + 2)
    expect(result.distributions.some((d) => d.key === '<script>')).toBe(false)
  })

  it('survives any JSON value and always yields a contract-valid answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat({ max: 20 }), (body, minGroupSize) => {
        const result = normalizeOrganizationInfo(body, { ...options, minGroupSize })
        expect(organizationInfoSchema.safeParse(result).success).toBe(true)
        expect(result.distributions.slice(0, 5).map((d) => d.key)).toEqual(
          KNOWN_DISTRIBUTIONS.map((k) => k.key),
        )
      }),
    )
  })

  it('never exposes counts of a group below the minimum size (zero counts nobody)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 30 }), fc.nat({ max: 30 }), fc.nat({ max: 30 }), (y, n, min) => {
        const status = distributionStatus(y, n, min)
        if (status.status === 'ok') {
          expect(y + n).toBeGreaterThanOrEqual(Math.max(min, 1))
        } else if (y + n === 0) {
          expect(status).toEqual({ yesCount: 0, noCount: 0, status: 'no_data' })
        } else {
          expect(status.yesCount).toBeNull()
          expect(status.noCount).toBeNull()
        }
      }),
    )
  })
})

describe('unwrapEnvelope', () => {
  it('returns an empty object for non-objects', () => {
    expect(unwrapEnvelope(null)).toEqual({})
    expect(unwrapEnvelope([1, 2])).toEqual({})
    expect(unwrapEnvelope('text')).toEqual({})
  })
})
