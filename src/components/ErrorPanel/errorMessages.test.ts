import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { RATE_LIMIT_SCOPES } from '../../domain/http/contract.ts'
import {
  API_ERRORS,
  EMBED_EXPIRED_MESSAGE as BFF_EMBED_EXPIRED_MESSAGE,
  NETWORK_MESSAGE as BFF_NETWORK_MESSAGE,
  rateLimitedMessage,
  type ApiErrorCode,
} from '../../domain/http/errors.ts'
import {
  API_ERROR_MESSAGES,
  EMBED_EXPIRED_MESSAGE,
  errorMessage,
  NETWORK_MESSAGE,
} from './errorMessages.ts'

// The SPA's English sentences are the BFF's word for word (docs/decisions/0113): API clients and
// logs read the BFF's, people read the SPA's translation of the same sentence.
describe('the SPA says in English what the BFF says', () => {
  it.each(Object.keys(API_ERRORS) as ApiErrorCode[])('%s', (code) => {
    expect(i18n._(API_ERROR_MESSAGES[code])).toBe(API_ERRORS[code].message)
    expect(errorMessage({ code }, i18n)).toBe(API_ERRORS[code].message)
  })

  it('for no answer at all and for the embedded view’s lost session', () => {
    expect(i18n._(NETWORK_MESSAGE)).toBe(BFF_NETWORK_MESSAGE)
    expect(errorMessage({ code: 'network' }, i18n)).toBe(BFF_NETWORK_MESSAGE)
    expect(i18n._(EMBED_EXPIRED_MESSAGE)).toBe(BFF_EMBED_EXPIRED_MESSAGE)
  })

  it('for a rate limit, with and without its scope and delay', () => {
    const now = Date.parse('2026-11-24T07:00:00Z')
    for (const lockScope of [...RATE_LIMIT_SCOPES, undefined]) {
      const scoped = lockScope === undefined ? {} : { lockScope }
      expect(errorMessage({ code: 'rate_limited', ...scoped }, i18n, now)).toBe(
        rateLimitedMessage(lockScope),
      )
      expect(
        errorMessage({ code: 'rate_limited', ...scoped, retryAt: now + 40_000 }, i18n, now),
      ).toBe(rateLimitedMessage(lockScope, 'in 40 seconds'))
    }
  })
})

describe('the rate limit counts down in words', () => {
  const now = Date.parse('2026-11-24T07:00:00Z')
  const at = (ms: number) =>
    errorMessage({ code: 'rate_limited', lockScope: 'email', retryAt: now + ms }, i18n, now)

  it.each([
    [5_000, 'Try again in a few seconds.'],
    [31_000, 'Try again in 40 seconds.'],
    [60_000, 'Try again in about a minute.'],
    [15 * 60_000, 'Try again in about 15 minutes.'],
    [5_370_000, 'Try again in about an hour.'],
    [3 * 3_600_000, 'Try again in about 3 hours.'],
  ])('%i ms', (ms, expected) => {
    expect(at(ms)).toBe(
      `This e-mail address is locked after too many sign-ins with a wrong API key. ${expected}`,
    )
  })
})
