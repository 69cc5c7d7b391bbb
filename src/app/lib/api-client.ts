import type * as z from 'zod/mini'
import { CSRF_HEADER, CSRF_VALUE } from '../../domain/http/contract.ts'
import {
  ApiError,
  apiErrorFromResponse,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './api-error.ts'

/**
 * The SPA's one client of the BFF: same-origin JSON with the CSRF header, the session cookie
 * sent by the browser, errors turned into ApiError and answers checked with zod.
 */

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal | undefined
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ [CSRF_HEADER]: CSRF_VALUE, Accept: 'application/json' })
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    })
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancels queries): let it through.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0)
  }
}

/** A request whose answer has a JSON body, checked against `schema`. */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const response = await send(path, options)
  if (!response.ok) throw await apiErrorFromResponse(response)
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError('invalid_response', INVALID_RESPONSE_MESSAGE, response.status)
  }
  return parsed.data
}

/** A request whose answer carries no body (204). */
export async function apiRequestNoContent(
  path: string,
  options: RequestOptions = {},
): Promise<void> {
  const response = await send(path, options)
  if (!response.ok) throw await apiErrorFromResponse(response)
}
