import { HttpResponse } from 'msw'
import { API_ERRORS, errorBody, type ApiErrorCode } from '../domain/http/errors.ts'

/** The BFF's answer for `code`: its status and sentence from the one error table. */
export function errorResponse(code: ApiErrorCode, message?: string) {
  return HttpResponse.json(errorBody(code, message), { status: API_ERRORS[code].status })
}
