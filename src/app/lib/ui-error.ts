import type { UiError } from '../../components/ErrorPanel/errorMessages.ts'
import { ERROR_CODES, type ErrorCode } from '../../domain/contract.ts'
import { ApiError } from './api-error.ts'

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code)
}

/**
 * Maps any failure to the UiError the presentational components explain. Codes outside the contract (an unreadable answer, a bug) become
 * `internal_error`: the user sees a readable sentence, never the raw text.
 */
export function toUiError(error: unknown): UiError {
  if (!(error instanceof ApiError)) return { code: 'internal_error' }
  if (error.code === 'network_error') return { code: 'network' }
  const code = isErrorCode(error.code) ? error.code : 'internal_error'
  return {
    code,
    ...(error.retryAt === undefined ? {} : { retryAt: error.retryAt }),
    ...(error.scope === undefined ? {} : { lockScope: error.scope }),
  }
}
