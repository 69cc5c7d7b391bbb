/**
 * The fixed English sentences of `400 invalid_request` answers that say what is wrong
 * (docs/api.md, "Sentences of invalid_request"; decision 0177). Never zod's defaults, never a
 * value from the request: one sentence per problem, the same for every client. The SPA shows its
 * own translation of the same sentences (src/components/SignInForm/field-texts.ts), equal in
 * English (checked by a test). Macro-free: the BFF reads this table under Node.
 */

import { HISTORY_MAX_RANGE_DAYS } from '../history/history.ts'

/** A field of the sign-in body. */
export type SignInField = 'region' | 'email' | 'apiKey'

/** What is wrong with a field of the sign-in body, as a code. */
export type FieldProblem =
  'region_missing' | 'email_invalid' | 'email_too_long' | 'api_key_missing' | 'api_key_too_long'

export const FIELD_PROBLEM_SENTENCES: Readonly<Record<FieldProblem, string>> = {
  region_missing: 'Choose a region.',
  email_invalid: 'Enter a valid e-mail address.',
  email_too_long: 'The e-mail address is too long.',
  api_key_missing: 'Enter your API key.',
  api_key_too_long: 'The API key is too long.',
}

/** Sentences of the other refusals that say what is wrong. */
export const REQUEST_PROBLEM_SENTENCES = {
  signInBody: 'Send region, email and apiKey.',
  embedToken: 'Send the token of the embed link.',
  historyFromMissing: 'Give `from` as a day, YYYY-MM-DD.',
  historyToMissing: 'Give `to` as a day, YYYY-MM-DD.',
  historyFromRepeated: 'Give `from` once, as a day, YYYY-MM-DD.',
  historyToRepeated: 'Give `to` once, as a day, YYYY-MM-DD.',
  historyFromNotADay: '`from` is not a calendar day written YYYY-MM-DD.',
  historyToNotADay: '`to` is not a calendar day written YYYY-MM-DD.',
  historyFromAfterTo: '`from` is after `to`.',
  historyTooLong: `The range is too long: ask for at most ${HISTORY_MAX_RANGE_DAYS} days at a time.`,
} as const

const FIELDS: readonly SignInField[] = ['region', 'email', 'apiKey']

/** The problem a schema issue reports: a check that failed (zod's issue code) on a field. */
function problemOf(field: SignInField, code: string): FieldProblem {
  switch (field) {
    case 'region':
      return 'region_missing'
    case 'email':
      return code === 'too_big' ? 'email_too_long' : 'email_invalid'
    case 'apiKey':
      return code === 'too_big' ? 'api_key_too_long' : 'api_key_missing'
  }
}

/** Each field's first problem among a schema's issues (any issue of a field names its problem). */
export function fieldProblems(
  issues: readonly { readonly path: readonly PropertyKey[]; readonly code: string }[],
): Partial<Record<SignInField, FieldProblem>> {
  const problems: Partial<Record<SignInField, FieldProblem>> = {}
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path[0])
    if (field !== undefined && problems[field] === undefined) {
      problems[field] = problemOf(field, issue.code)
    }
  }
  return problems
}

/** The sentence of a refused sign-in body: its fields' problems in form order, or what to send. */
export function signInProblemSentence(
  problems: Partial<Record<SignInField, FieldProblem>>,
): string {
  const sentences = FIELDS.flatMap((field) => {
    const problem = problems[field]
    return problem === undefined ? [] : [FIELD_PROBLEM_SENTENCES[problem]]
  })
  return sentences.length === 0 ? REQUEST_PROBLEM_SENTENCES.signInBody : sentences.join(' ')
}
