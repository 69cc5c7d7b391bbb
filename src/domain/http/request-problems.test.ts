import { describe, expect, it } from 'vitest'
import { signInRequestSchema } from './contract.ts'
import { checkHistoryRange } from '../history/history-range.ts'
import {
  FIELD_PROBLEM_SENTENCES,
  REQUEST_PROBLEM_SENTENCES,
  fieldProblems,
  signInProblemSentence,
} from './request-problems.ts'

const sentenceOf = (body: unknown) => {
  const parsed = signInRequestSchema.safeParse(body)
  if (parsed.success) throw new Error('the body was accepted')
  return signInProblemSentence(fieldProblems(parsed.error.issues))
}

const TABLE: ReadonlySet<string> = new Set([
  ...Object.values(FIELD_PROBLEM_SENTENCES),
  ...Object.values(REQUEST_PROBLEM_SENTENCES),
])

describe('the sentences of a refused sign-in body', () => {
  it('names each wrong field with its fixed sentence, whatever the wrong type', () => {
    expect(sentenceOf({ region: 123, email: 5, apiKey: null })).toBe(
      'Choose a region. Enter a valid e-mail address. Enter your API key.',
    )
    expect(sentenceOf({ region: 'us', email: ['a@example.com'], apiKey: 'k' })).toBe(
      'Enter a valid e-mail address.',
    )
    expect(sentenceOf({ region: 'us', email: `${'a'.repeat(300)}@example.com`, apiKey: 'k' })).toBe(
      'The e-mail address is too long.',
    )
    expect(sentenceOf({ region: 'us', email: 'a@example.com', apiKey: 'k'.repeat(600) })).toBe(
      'The API key is too long.',
    )
  })

  it.each([null, 'text', 42, [], [1, 2]])(
    'asks for the three fields when the body is %j',
    (body) => {
      expect(sentenceOf(body)).toBe(REQUEST_PROBLEM_SENTENCES.signInBody)
    },
  )
})

describe('the sentences of a refused history range', () => {
  it.each([
    [{}, 'Give `from` as a day, YYYY-MM-DD. Give `to` as a day, YYYY-MM-DD.'],
    [
      { from: ['2026-01-01', '2026-01-02'], to: 1 },
      'Give `from` once, as a day, YYYY-MM-DD. Give `to` once, as a day, YYYY-MM-DD.',
    ],
    [
      { from: '2026-02-30', to: 'soon' },
      '`from` is not a calendar day written YYYY-MM-DD. `to` is not a calendar day written YYYY-MM-DD.',
    ],
    [{ from: '2026-02-02', to: '2026-02-01' }, '`from` is after `to`.'],
    [
      { from: '2020-01-01', to: '2026-01-01' },
      'The range is too long: ask for at most 1100 days at a time.',
    ],
  ])('%j: %s', (query, message) => {
    const check = checkHistoryRange(query)
    expect(check).toEqual({ ok: false, message })
    for (const sentence of message.split(/(?<=\.) /))
      expect(TABLE.has(sentence), sentence).toBe(true)
  })
})
