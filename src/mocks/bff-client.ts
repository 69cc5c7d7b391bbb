import {
  CSRF_HEADER,
  CSRF_VALUE,
  ERROR_CODES,
  errorBodySchema,
  rateLimitedBodySchema,
  type ErrorCode,
  type RateLimitScope,
} from '../domain/contract.ts'

/**
 * A minimal BFF client for stories that exercise the MSW handlers end to end. The SPA has its own
 * client in src/app; this one exists so stories need not import the app.
 */

/** A failure as the components' UiError has it: the code and, for a rate limit, its lock. */
export type BffFailure = {
  ok: false
  code: ErrorCode | 'network'
  retryAt?: number
  lockScope?: RateLimitScope
}
export type BffResult = { ok: true; status: number; body: unknown } | BffFailure

function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value)
}

export async function bffFetch(path: string, init: RequestInit = {}): Promise<BffResult> {
  let response: Response
  try {
    response = await fetch(path, {
      ...init,
      headers: { [CSRF_HEADER]: CSRF_VALUE, 'Content-Type': 'application/json', ...init.headers },
    })
  } catch {
    return { ok: false, code: 'network' }
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (response.ok) return { ok: true, status: response.status, body }
  const parsed = errorBodySchema.safeParse(body)
  const code =
    parsed.success && isErrorCode(parsed.data.error) ? parsed.data.error : 'internal_error'
  const retryAfter = Number(response.headers.get('Retry-After'))
  const lockScope = rateLimitedBodySchema.safeParse(body).data?.scope
  return {
    ok: false,
    code,
    ...(Number.isFinite(retryAfter) && retryAfter > 0
      ? { retryAt: Date.now() + retryAfter * 1000 }
      : {}),
    ...(lockScope === undefined ? {} : { lockScope }),
  }
}
