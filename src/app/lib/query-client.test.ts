import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiPaths } from '../../domain/http/contract.ts'
import { sessionFixture } from '../../mocks/fixtures.ts'
import { errorResponse } from '../../mocks/error-response.ts'
import { handlerVariants } from '../../mocks/variants.ts'
import { organizationInfoQueryOptions } from '../features/organization-info/api/get-organization-info.ts'
import { sessionsQueryOptions } from '../features/session/api/get-sessions.ts'
import { worker } from '../testing/msw.ts'
import { ApiError } from './api-error.ts'
import { createQueryClient, shouldRetry, STALE_TIME_MS, type SessionLost } from './query-client.ts'
import { queryKeys } from './query-keys.ts'

function countRequests(pathname: string): () => number {
  let count = 0
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathname) count += 1
  })
  return () => count
}

describe('shouldRetry', () => {
  it('retries a server or network failure once, and nothing else', () => {
    expect(shouldRetry(0, new ApiError('upstream_error', 'x', 502))).toBe(true)
    expect(shouldRetry(0, new ApiError('network_error', 'x', 0))).toBe(true)
    expect(shouldRetry(1, new ApiError('upstream_error', 'x', 502))).toBe(false)
    expect(shouldRetry(0, new ApiError('session_expired', 'x', 401))).toBe(false)
    expect(shouldRetry(0, new ApiError('rate_limited', 'x', 429))).toBe(false)
    expect(shouldRetry(0, new ApiError('invalid_response', 'x', 200))).toBe(false)
    expect(shouldRetry(0, new Error('bug'))).toBe(false)
  })
})

describe('createQueryClient', () => {
  it('keeps data fresh for a minute', () => {
    const client = createQueryClient(() => {})
    expect(client.getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS)
    expect(STALE_TIME_MS).toBe(60_000)
    expect(client.getDefaultOptions().queries?.refetchOnWindowFocus).toBe(true)
  })

  it('reports a lost session once, with its region, and marks the region stale', async () => {
    worker.use(...handlerVariants.expiredSession)
    const onSessionLost = vi.fn<(lost: SessionLost) => void>()
    const client = createQueryClient(onSessionLost)
    const requests = countRequests(apiPaths.organizationInfo('eu'))
    await expect(client.fetchQuery(organizationInfoQueryOptions('eu'))).rejects.toMatchObject({
      code: 'session_expired',
    })
    worker.events.removeAllListeners('request:start')
    expect(onSessionLost).toHaveBeenCalledExactlyOnceWith({ region: 'eu', code: 'session_expired' })
    expect(requests()).toBe(1)
    expect(client.getQueryState(queryKeys.organizationInfo.region('eu'))?.isInvalidated).toBe(true)
  })

  it('drops the lost region from the known sessions at once and reports its e-mail', async () => {
    worker.use(...handlerVariants.expiredSession)
    const onSessionLost = vi.fn<(lost: SessionLost) => void>()
    const client = createQueryClient(onSessionLost)
    client.setQueryData(queryKeys.sessions(), {
      sessions: [sessionFixture('us', 'us@example.com'), sessionFixture('eu', 'eu@example.com')],
    })
    await expect(client.fetchQuery(organizationInfoQueryOptions('eu'))).rejects.toMatchObject({
      code: 'session_expired',
    })
    expect(onSessionLost).toHaveBeenCalledExactlyOnceWith({
      region: 'eu',
      code: 'session_expired',
      email: 'eu@example.com',
    })
    expect(client.getQueryData(queryKeys.sessions())).toEqual({
      sessions: [sessionFixture('us', 'us@example.com')],
    })
  })

  it('reports not_signed_in without a region when the failed call names none', async () => {
    worker.use(http.get(apiPaths.session(), () => errorResponse('not_signed_in', 'no')))
    const onSessionLost = vi.fn<(lost: SessionLost) => void>()
    const client = createQueryClient(onSessionLost)
    await client.prefetchQuery(sessionsQueryOptions())
    expect(onSessionLost).toHaveBeenCalledExactlyOnceWith({
      region: undefined,
      code: 'not_signed_in',
    })
  })

  it('ignores other failures and retries a 5xx answer once', async () => {
    worker.use(...handlerVariants.error)
    const onSessionLost = vi.fn<(lost: SessionLost) => void>()
    const client = createQueryClient(onSessionLost)
    const requests = countRequests(apiPaths.organizationInfo('us'))
    await expect(
      client.fetchQuery({ ...organizationInfoQueryOptions('us'), retryDelay: 0 }),
    ).rejects.toMatchObject({ code: 'upstream_error', status: 502 })
    worker.events.removeAllListeners('request:start')
    expect(requests()).toBe(2)
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('does not retry a 4xx answer', async () => {
    worker.use(...handlerVariants.notSignedIn)
    const client = createQueryClient(() => {})
    const requests = countRequests(apiPaths.organizationInfo('us'))
    await expect(
      client.fetchQuery({ ...organizationInfoQueryOptions('us'), retryDelay: 0 }),
    ).rejects.toMatchObject({ code: 'not_signed_in' })
    worker.events.removeAllListeners('request:start')
    expect(requests()).toBe(1)
  })
})
