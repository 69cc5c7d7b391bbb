import type { MessageDescriptor } from '@lingui/core'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  countedText,
  DISTRIBUTION_DEFINITIONS,
  distributionDefinition,
  GLOSSARY_TERMS,
  hiddenShortText,
  hiddenText,
  metricName,
  PERCENTAGE_DEFINITIONS,
  percentageDefinition,
} from './metric-texts.ts'
import { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from './organization-info.ts'
import { countedNothing, percentageItems } from './percentage-figures.ts'

/** English: the messages' source texts (the catalogs are not loaded here). */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('metric texts', () => {
  it('defines every metric of the specification under the label the dashboard shows', () => {
    expect(
      Object.entries(DISTRIBUTION_DEFINITIONS).map(([key, { term }]) => ({
        key,
        label: i18n._(term),
      })),
    ).toEqual(KNOWN_DISTRIBUTIONS.map(({ key, label }) => ({ key, label })))
    expect(
      Object.entries(PERCENTAGE_DEFINITIONS).map(([key, { term }]) => ({
        key,
        label: i18n._(term),
      })),
    ).toEqual(PERCENTAGE_FIELDS.map(({ key, label }) => ({ key, label })))
  })

  it('names a metric by its key, and one outside the specification by the platform’s label', () => {
    expect(metricName(i18n, 'superstar', 'Anything the BFF sends')).toBe('Superstars')
    expect(metricName(i18n, 'rolesWithMentors', 'Roles with mentors')).toBe('Roles with mentors')
  })

  it('says where the specification is silent, for the percentages and unknown metrics', () => {
    expect(i18n._(percentageDefinition('genderDiversity', 'Gender diversity').definition)).toMatch(
      /not what it is a share of/,
    )
    expect(
      i18n._(distributionDefinition('rolesWithMentors', 'Roles with mentors').definition),
    ).toMatch(/field “rolesWithMentors”.*does not define it/)
    expect(i18n._(percentageDefinition('ageDiversity', 'Age diversity').definition)).toMatch(
      /field “ageDiversity”, shown as “Age diversity”.*not what it is a share of/,
    )
    expect(GLOSSARY_TERMS.map((term) => term.id)).toEqual(
      expect.arrayContaining(['pipeline', 'hidden', 'not-reported', 'none-counted']),
    )
  })

  it('explains the words the trends and the demo mode show, under the names they show', () => {
    const terms = new Map(GLOSSARY_TERMS.map((entry) => [entry.id, i18n._(entry.term)]))
    // The trend table's column, the trend line's judgement and the demo badge (issue 29).
    expect(terms.get('interval')).toBe('95% interval')
    expect(terms.get('steady-rise')).toBe('Steady rise')
    expect(terms.get('demo-data')).toBe('Demo data')
    const definitions = new Map<string, MessageDescriptor>(
      GLOSSARY_TERMS.map((entry) => [entry.id, entry.definition]),
    )
    const definition = (id: string) => {
      const descriptor = definitions.get(id)
      return descriptor === undefined ? '' : i18n._(descriptor)
    }
    expect(definition('interval')).toMatch(/Wilson score interval at 95% confidence/)
    expect(definition('steady-rise')).toMatch(/5% level/)
    expect(definition('demo-data')).toMatch(/not any organisation’s real data/)
  })

  it('states the threshold of hidden groups, and the n of a card', () => {
    expect(hiddenText(i18n, 5, 'en-US')).toBe(
      'Hidden to protect privacy: fewer than 5 in this group',
    )
    expect(hiddenShortText(i18n, 1000, 'en-US')).toBe('Hidden: fewer than 1,000')
    expect(hiddenShortText(i18n, undefined)).toBe('Hidden: group too small')
    expect(countedText(i18n, 44_400, 'pipelines', 'en-US')).toBe('of 44,400 pipelines')
    expect(countedText(i18n, 1, 'pipelines', 'en-US')).toBe('of 1 pipeline')
    expect(countedText(i18n, 3500, 'roles', 'en-US')).toBe('of 3,500 roles')
    expect(countedText(i18n, 60, undefined, 'en-US')).toBe('of 60 in total')
  })
})

describe('percentageItems', () => {
  it('keeps both named figures (missing ones as null), then the extra ones', () => {
    expect(
      percentageItems({
        distributions: [],
        percentages: [
          { key: 'ageDiversity', label: 'Age diversity', value: 61.2 },
          { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 22.75 },
        ],
      }),
    ).toEqual([
      { key: 'genderDiversity', label: 'Gender diversity', value: null, status: 'not_reported' },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 22.75, status: 'ok' },
      { key: 'ageDiversity', label: 'Age diversity', value: 61.2, status: 'ok' },
    ])
  })

  it('reads a 0 of a region that counted nothing as "No data", never 0 %; a 0 beside counts is a 0', () => {
    const empty = (yesCount: number | null, noCount: number | null) => ({
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount,
      noCount,
      status: 'no_data' as const,
    })
    const percentages = [
      { key: 'genderDiversity', label: 'Gender diversity', value: 0 },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 12.5 },
    ]
    expect(
      percentageItems({ distributions: [empty(0, 0), empty(null, null)], percentages }),
    ).toEqual([
      { key: 'genderDiversity', label: 'Gender diversity', value: null, status: 'no_data' },
      { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 12.5, status: 'ok' },
    ])
    const counted = { ...empty(3, 7), status: 'ok' as const }
    expect(percentageItems({ distributions: [counted], percentages })[0]).toEqual({
      key: 'genderDiversity',
      label: 'Gender diversity',
      value: 0,
      status: 'ok',
    })
    const withheld = { ...empty(null, null), status: 'suppressed' as const }
    expect(countedNothing({ distributions: [withheld] })).toBe(false)
    expect(countedNothing({ distributions: [] })).toBe(false)
  })
})
