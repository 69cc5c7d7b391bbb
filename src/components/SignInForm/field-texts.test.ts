import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { FIELD_PROBLEM_SENTENCES } from '../../domain/http/request-problems.ts'
import type { FieldProblem } from '../../domain/http/request-problems.ts'
import { FIELD_PROBLEMS } from './field-texts.ts'

// The BFF's 400 sentences for a sign-in body are the form's word for word (decision 0177): API
// clients read the BFF's English, people read the form's translation of the same sentence.
describe('the sign-in form says in English what the BFF says of a refused field', () => {
  it.each(Object.keys(FIELD_PROBLEM_SENTENCES) as FieldProblem[])('%s', (problem) => {
    expect(i18n._(FIELD_PROBLEMS[problem])).toBe(FIELD_PROBLEM_SENTENCES[problem])
  })
})
