import { describe, expect, it } from 'vitest'
import type { OrganizationDefinition } from './annotations.ts'
import { organizationWording } from './organization-definitions.ts'

const row = (metric: string, language: OrganizationDefinition['language'], text: string) => ({
  metric,
  language,
  text,
  version: 1,
})
const DEFINITIONS = [
  row('superstar', 'en', 'Our superstars'),
  row('superstar', 'fr', 'Nos talents'),
  row('pipelinesWithLeaders', 'de', 'Unsere Definition'),
]

describe('organizationWording', () => {
  it('gives the wording in the reader’s language, and nothing where there is none', () => {
    expect(organizationWording(DEFINITIONS, 'fr')('superstar')).toBe('Nos talents')
    expect(organizationWording(DEFINITIONS, 'de')('pipelinesWithLeaders')).toBe('Unsere Definition')
    // No German wording of superstar: the built-in German text applies, not the English wording.
    expect(organizationWording(DEFINITIONS, 'de')('superstar')).toBeUndefined()
    expect(organizationWording(DEFINITIONS, 'en')('pipelinesWithWomen')).toBeUndefined()
  })

  it('gives Canadian French readers the French wording when there is no Canadian one', () => {
    expect(organizationWording(DEFINITIONS, 'fr-CA')('superstar')).toBe('Nos talents')
    const canadian = [...DEFINITIONS, row('superstar', 'fr-CA', 'Nos vedettes')]
    expect(organizationWording(canadian, 'fr-CA')('superstar')).toBe('Nos vedettes')
    expect(organizationWording(canadian, 'fr')('superstar')).toBe('Nos talents')
  })
})
