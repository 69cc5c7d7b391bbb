import type { I18n } from '@lingui/core'
import {
  errorMessage,
  isApiErrorCode,
  type UiError,
} from '../../components/ErrorPanel/errorMessages.ts'
import { ApiError } from './api-error.ts'

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

/** The readable sentence for any failure, in the UI's language, from the one error table. */
export function failureMessage(error: unknown, i18n: I18n): string {
  return errorMessage(toUiError(error), i18n)
}
