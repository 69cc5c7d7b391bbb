import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiPaths, regionsResponseSchema } from '../../domain/http/contract.ts'
import { errorResponse } from '../../mocks/error-response.ts'
import { RATE_LIMIT_RETRY_AFTER_S } from '../../mocks/handlers.ts'
import { handlerVariants } from '../../mocks/variants.ts'
import { worker } from '../testing/msw.ts'
import { apiRequest, apiRequestNoContent } from './api-client.ts'
import {
  ApiError,
  apiErrorFromResponse,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
} from './api-error.ts'

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('apiRequest', () => {
  it('sends the CSRF header and same-origin credentials, and parses the answer', async () => {
    let seen: { csrf: string | null; credentials: string; accept: string | null } | undefined
    worker.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === apiPaths.regions()) {
        seen = {
          csrf: request.headers.get('X-CSRF'),
          credentials: request.credentials,
          accept: request.headers.get('Accept'),
        }
      }
    })
    // The mock BFF answers 403 csrf without the header, as the real one does.
    const body = await apiRequest(apiPaths.regions(), regionsResponseSchema)
    worker.events.removeAllListeners('request:start')
    expect(seen).toEqual({ csrf: '1', credentials: 'same-origin', accept: 'application/json' })
    expect(body.regions.find((region) => region.id === 'us')?.signedIn).toBe(true)
  })

  it('sends a JSON body with its content type', async () => {
    let contentType: string | null = null
    worker.use(
      http.post(apiPaths.session(), ({ request }) => {
        contentType = request.headers.get('Content-Type')
        return errorResponse('invalid_credentials', 'The e-mail or API key is not valid.')
      }),
    )
    await failure(
      apiRequest(apiPaths.session(), regionsResponseSchema, {
        method: 'POST',
        body: { region: 'us', email: 'a@b.example', apiKey: 'k' },
      }),
    )
    expect(contentType).toBe('application/json')
  })

  it('turns a 429 into an ApiError with code, status, the end of the lock and its scope', async () => {
    worker.use(...handlerVariants.signInRateLimited)
    const before = Date.now()
    const error = await failure(
      apiRequest(apiPaths.session(), regionsResponseSchema, { method: 'POST', body: {} }),
    )
    const after = Date.now()
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, scope: 'email' })
    // Retry-After (891 s) counted from when the answer arrived.
    expect(error.retryAt).toBeGreaterThanOrEqual(before + RATE_LIMIT_RETRY_AFTER_S * 1000)
    expect(error.retryAt).toBeLessThanOrEqual(after + RATE_LIMIT_RETRY_AFTER_S * 1000)
  })

  it('reads a Retry-After date, and leaves scope out of answers without one', async () => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    const error = await apiErrorFromResponse(
      Response.json(
        { error: 'rate_limited', message: 'x' },
        { status: 429, headers: { 'Retry-After': 'Sun, 22 Nov 2026 10:02:00 GMT' } },
      ),
      now,
    )
    expect(error).toMatchObject({ retryAt: now + 120_000, scope: undefined })
    const odd = await apiErrorFromResponse(
      Response.json({ error: 'rate_limited', message: 'x', scope: 'planet' }, { status: 429 }),
      now,
    )
    expect(odd).toMatchObject({ code: 'rate_limited', retryAt: undefined, scope: undefined })
  })

  it('reads a 401 session_expired answer', async () => {
    worker.use(...handlerVariants.expiredSession)
    const error = await failure(apiRequest(apiPaths.organizationInfo('us'), regionsResponseSchema))
    expect(error.code).toBe('session_expired')
    expect(error.status).toBe(401)
  })

  it('names an error answer that is not the contract shape by its status', async () => {
    worker.use(
      http.get(apiPaths.regions(), () =>
        HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    )
    const error = await failure(apiRequest(apiPaths.regions(), regionsResponseSchema))
    expect(error.code).toBe('unexpected_response')
    expect(error.status).toBe(502)
    expect(error.message).toContain('HTTP 502')
    expect(error.message).not.toContain('<h1>')
  })

  it('rejects a successful answer of the wrong shape', async () => {
    worker.use(http.get(apiPaths.regions(), () => HttpResponse.json({ regions: 'all of them' })))
    const error = await failure(apiRequest(apiPaths.regions(), regionsResponseSchema))
    expect(error.code).toBe('invalid_response')
    expect(error.status).toBe(200)
  })

  it('reports a network failure with status 0', async () => {
    worker.use(http.get(apiPaths.regions(), () => HttpResponse.error()))
    const error = await failure(apiRequest(apiPaths.regions(), regionsResponseSchema))
    expect(error).toMatchObject({
      code: 'network_error',
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    })
  })

  it('lets an abort through untouched', async () => {
    const controller = new AbortController()
    controller.abort()
    const error: unknown = await apiRequest(apiPaths.regions(), regionsResponseSchema, {
      signal: controller.signal,
    }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(DOMException)
    expect(error).toHaveProperty('name', 'AbortError')
  })
})

describe('apiRequestNoContent', () => {
  it('resolves on 204 and sends DELETE', async () => {
    let method: string | undefined
    worker.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(apiPaths.regionSession('us'))) method = request.method
    })
    await expect(
      apiRequestNoContent(apiPaths.regionSession('us'), { method: 'DELETE' }),
    ).resolves.toBeUndefined()
    worker.events.removeAllListeners('request:start')
    expect(method).toBe('DELETE')
  })

  it('rejects with the error of a failed answer', async () => {
    const error = await failure(
      apiRequestNoContent(apiPaths.regionSession('xx'), { method: 'DELETE' }),
    )
    expect(error).toMatchObject({ code: 'unknown_region', status: 400 })
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120)
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
  })
})
