import { errorMessage, type UiError } from '../../components/ErrorPanel/errorMessages.ts'
import { API_ERRORS, type ApiErrorCode } from '../../domain/errors.ts'
import { ApiError } from './api-error.ts'

function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code)
}

/**
 * Maps any failure to the UiError the presentational components explain. Codes outside the
 * contract (an unreadable answer, a bug) become `internal_error`: the user sees a readable
 * sentence, never the raw text.
 */
export function toUiError(error: unknown): UiError {
  if (!(error instanceof ApiError)) return { code: 'internal_error' }
  if (error.code === 'network_error') return { code: 'network' }
  const code = isApiErrorCode(error.code) ? error.code : 'internal_error'
  return {
    code,
    ...(error.retryAt === undefined ? {} : { retryAt: error.retryAt }),
    ...(error.scope === undefined ? {} : { lockScope: error.scope }),
  }
}

/** The readable sentence for any failure, from the one error table. */
export function failureMessage(error: unknown): string {
  return errorMessage(toUiError(error))
}
