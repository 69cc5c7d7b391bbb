import { sealData, unsealData } from 'iron-session'
import { LRUCache } from 'lru-cache'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RegionId } from '../../domain/regions/regions.ts'
import type { Revocations } from '../store/revocations.ts'
import { MAX_SET_COOKIE_BYTES, SESSION_COOKIE_NAME } from './cookie.ts'
import type { SessionCookieAttributes } from './cookie.ts'
import {
  emptySession,
  liveSession,
  regionEntries,
  sealLifetimeS,
  sessionDataSchema,
  touchIntervalS,
  withoutRegion,
} from './session-data.ts'
import type { SessionData, SessionPolicy } from './session-data.ts'
import { revocationsFor, withoutRevoked } from './session-revocation.ts'

/**
 * The session lives only in a cookie sealed with iron (AES-256-CBC + HMAC-SHA-256, random salt
 * and IV, so every write gives a new value). Any replica with the same SESSION_SECRET reads it;
 * nothing in it is readable or forgeable in the browser (docs/decisions/0021-session-cookie.md).
 */
export interface SessionStoreOptions {
  readonly secret: string
  readonly policy: SessionPolicy
  readonly cookie: SessionCookieAttributes
  readonly nowS: () => number
  /** Revoked sessions and region entries, shared by every replica (the store). */
  readonly revocations: Revocations
}

interface RequestSession {
  /** The regions still usable now. */
  readonly data: SessionData
  /** Regions the cookie held that timed out here (absolute lifetime or idle timeout). */
  readonly expired: readonly RegionId[]
}

const UNSEAL_CACHE_MS = 60_000
const UNSEAL_CACHE_ENTRIES = 10_000

export class SessionTooLargeError extends Error {
  override readonly name = 'SessionTooLargeError'
}

interface State {
  session: RequestSession
  dirty: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session read for this request (SessionStore.load), and whether the cookie must be rewritten. */
    sessionState: State | null
  }
}

export interface SessionStore {
  /** Reads (once per request) and prunes the session; schedules a write when something changed. */
  load(request: FastifyRequest): Promise<RequestSession>
  /** Replaces the session's data; written to the cookie when the response is sent. */
  update(request: FastifyRequest, data: SessionData): void
  /**
   * Makes `data` the session and sets the cookie now. When it would exceed the browser's cookie
   * size, drops the regions signed in longest ago (never `keep`) and returns them; throws
   * SessionTooLargeError, leaving the session as it was, if even `keep` alone does not fit.
   */
  commit(
    request: FastifyRequest,
    reply: FastifyReply,
    data: SessionData,
    keep: RegionId,
  ): Promise<RegionId[]>
  /**
   * Signs one region (or every region: 'all') out of this session and of every copy of its
   * cookie: the region entry's id (or the session id) is recorded as revoked in the store. When
   * the store cannot record it, the cookie is still cleared and the failure logged.
   */
  revoke(request: FastifyRequest, scope: RegionId | 'all'): Promise<void>
}

export function createSessionStore(
  app: FastifyInstance,
  options: SessionStoreOptions,
  log: FastifyBaseLogger,
): SessionStore {
  // A request decoration rather than a WeakMap keyed by requests: one field per request, nothing
  // for the garbage collector to trace as an ephemeron (decision 0120).
  app.decorateRequest('sessionState', null)
  const { policy, secret, cookie } = options

  // Unsealing costs two key derivations (~0.5 ms); the same cookie comes back on every request,
  // so verified results are kept for a minute (never past the session's own lifetime, which
  // liveSession enforces on every load anyway), keyed by the exact (authenticated) cookie value.
  const unsealed = new LRUCache<string, SessionData>({
    max: UNSEAL_CACHE_ENTRIES,
    perf: { now: () => options.nowS() * 1000 },
    ttlResolution: 0,
  })

  function remember(value: string, data: SessionData): void {
    const lifetimeMs = sealLifetimeS(data, options.nowS(), policy) * 1000
    unsealed.set(value, data, { ttl: Math.min(UNSEAL_CACHE_MS, lifetimeMs) })
  }

  /** The session in a cookie value: from the cache when it was verified lately (no promise). */
  function unseal(
    value: string | undefined,
  ): SessionData | Promise<SessionData | undefined> | undefined {
    if (value === undefined || value === '') return undefined
    return unsealed.get(value) ?? verify(value)
  }

  async function verify(value: string): Promise<SessionData | undefined> {
    const raw = await unsealData<unknown>(value, {
      password: secret,
      onUnsealError: (reason) => {
        if (reason === 'expired') log.debug('session cookie expired')
        else log.warn({ reason }, 'session cookie rejected')
      },
    })
    const parsed = sessionDataSchema.safeParse(raw)
    if (!parsed.success) return undefined
    remember(value, parsed.data)
    return parsed.data
  }

  async function serialize(data: SessionData): Promise<string> {
    const nowS = options.nowS()
    const ttl = sealLifetimeS(data, nowS, policy)
    const sealed = await sealData(data, { password: secret, ttl })
    return app.serializeCookie(SESSION_COOKIE_NAME, sealed, { ...cookie, maxAge: ttl })
  }

  function setCookieLine(reply: FastifyReply, line: string): void {
    const previous = reply.getHeader('set-cookie')
    const others = (
      Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]
    ).filter((existing) => !existing.startsWith(`${SESSION_COOKIE_NAME}=`))
    reply.header('set-cookie', [...others, line])
  }

  async function write(reply: FastifyReply, data: SessionData): Promise<void> {
    if (regionEntries(data).length === 0) {
      setCookieLine(reply, app.serializeCookie(SESSION_COOKIE_NAME, '', { ...cookie, maxAge: 0 }))
      return
    }
    setCookieLine(reply, await serialize(data))
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.sessionState
    if (state?.dirty !== true) {
      done(null, payload)
      return
    }
    state.dirty = false
    write(reply, state.session.data).then(
      () => done(null, payload),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    )
  })

  /**
   * The request's session from the cookie's verified data (undefined: no readable cookie): timed
   * out regions pruned, revoked ones dropped (at once when this replica knows the ids, else after
   * a store lookup), and whether the cookie must be rewritten.
   */
  function settle(
    value: string | undefined,
    stored: SessionData | undefined,
    nowS: number,
    requestLog: FastifyBaseLogger,
  ): State | Promise<State> {
    const pruned = liveSession(stored ?? emptySession(nowS), nowS, policy)
    const settled = (data: SessionData): State => {
      const revoked = data !== pruned.data
      const live = regionEntries(data).length > 0
      const stale = live && nowS - data.lastSeenAt >= touchIntervalS(policy)
      const session = {
        data: stale ? { ...data, lastSeenAt: nowS } : data,
        expired: pruned.expired,
      }
      // A cookie that was unreadable, pruned, revoked or due for an idle-window extension is rewritten.
      const dirty =
        (value !== undefined && stored === undefined) ||
        pruned.expired.length > 0 ||
        stale ||
        revoked
      return { session, dirty }
    }
    const checking = withoutRevoked(pruned.data, options.revocations, nowS, requestLog)
    return checking instanceof Promise ? checking.then(settled) : settled(checking)
  }

  const store: SessionStore = {
    async load(request) {
      const existing = request.sessionState
      if (existing !== null) return existing.session
      const nowS = options.nowS()
      const value = request.cookies[SESSION_COOKIE_NAME]
      // A live session's request awaits nothing here: the seal and the revocations are known.
      const unsealing = unseal(value)
      const stored = unsealing instanceof Promise ? await unsealing : unsealing
      const settling = settle(value, stored, nowS, request.log)
      const state = settling instanceof Promise ? await settling : settling
      request.sessionState = state
      return state.session
    },
    update(request, data) {
      const expired = request.sessionState?.session.expired ?? []
      request.sessionState = { session: { data, expired }, dirty: true }
    },
    async commit(request, reply, data, keep) {
      const expired = request.sessionState?.session.expired ?? []
      let candidate = data
      const dropped: RegionId[] = []
      for (;;) {
        const line = await serialize(candidate)
        if (Buffer.byteLength(line) <= MAX_SET_COOKIE_BYTES) {
          setCookieLine(reply, line)
          request.sessionState = { session: { data: candidate, expired }, dirty: false }
          return dropped
        }
        const oldest = regionEntries(candidate)
          .filter(([id]) => id !== keep)
          .sort(([, a], [, b]) => a.issuedAt - b.issuedAt)[0]
        if (oldest === undefined) throw new SessionTooLargeError('session does not fit in a cookie')
        dropped.push(oldest[0])
        candidate = withoutRegion(candidate, oldest[0])
      }
    },
    async revoke(request, scope) {
      const { data } = await store.load(request)
      const { revocations, remaining } = revocationsFor(data, scope, options.nowS(), policy)
      store.update(request, remaining)
      try {
        await options.revocations.revoke(revocations)
      } catch (error) {
        request.log.error(
          { err: error, scope },
          'sign-out not recorded: the store is unavailable, so copies of the cookie stay usable until the upstream token ends',
        )
      }
    },
  }
  return store
}
