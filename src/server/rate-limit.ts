import { createHash } from 'node:crypto'
import type { RateLimiterRes, RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import type { RateLimitScope } from '../domain/http/contract.ts'
import type { SignInLimitConfig } from './config.ts'
import { createFlightCounter, type Flight } from './sign-in-flight.ts'
import { createSignInQueue } from './sign-in-queue.ts'
import type { Store } from './store/store.ts'

/**
 * Sign-in throttling (docs/decisions/0251-budgets-count-wrong-keys.md, superseding 0170), with
 * rate-limiter-flexible, in the store so every replica spends the same budgets (0073):
 * - three budgets count **wrong keys only**: per e-mail address and per client IP within
 *   failureWindowS, and per client IP per minute. A right key, an upstream that did not answer
 *   (timeout, 5xx) and a sign-in refused before the upstream is asked count nothing;
 * - an attempt with the upstream holds a point of "in flight" for its e-mail and its IP (taken
 *   before the upstream is asked), and is let through only while in flight + spent stays within
 *   each budget: guesses in flight on any replica cannot outrun the budget. Over it, an attempt
 *   gives its point back and waits for those in flight to be answered: right keys go on, wrong
 *   ones use the budget up and the waiters are refused. In-flight points expire within minutes, so
 *   a crash never leaves one behind;
 * - a refused embed link (forged or replayed) is a wrong credential without an e-mail: it counts
 *   against the per-IP failure budget, and an exhausted budget stops link exchanges too;
 * - a known device (docs/decisions/0400-device-cookies.md: a browser whose device cookie names
 *   the e-mail) is weighed against its own budget only, keyed by its nonce and as large as the
 *   e-mail's, in flight the same way: neither the e-mail's lock nor the IP's applies to it, and
 *   its wrong keys spend its own budget alone. Once that is spent it is an unknown device again
 *   (the three budgets) until the window ends.
 * When the store cannot answer, the calls throw StoreUnavailableError: sign-in is refused with 503.
 */
type LimitCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterS: number; readonly scope: RateLimitScope }

/** How an attempt ended: only `wrong` (the upstream said the key is wrong) spends the budgets. */
export type AttemptOutcome = 'right' | 'wrong' | 'unjudged'

export type Admission =
  | { readonly allowed: true; settle(outcome: AttemptOutcome): Promise<void> }
  /** Locked: wrong keys used a budget up. */
  | { readonly allowed: false; readonly retryAfterS: number; readonly scope: RateLimitScope }
  /** Attempts in flight held the budget longer than `waitMs`: the BFF is overloaded. */
  | { readonly allowed: false; readonly busy: true; readonly retryAfterS: number }

export interface SignInLimiter {
  /**
   * Lets an attempt go to the upstream, waiting while other attempts in flight fill a budget, or
   * refuses it. A refused attempt holds no point. The caller settles an admitted attempt once.
   * `device`: the nonce of a valid device cookie for this e-mail, if the browser sent one.
   */
  attempt(ip: string, email: string, device?: string): Promise<Admission>
  /** Whether the IP's failure budget still allows a credential without an e-mail (an embed link). */
  linkAllowed(ip: string): Promise<LimitCheck>
  /** Records a refused embed link against the IP's failure budget. */
  linkRefused(ip: string): Promise<void>
}

export interface SignInLimiterOptions {
  /** Longer than any sign-in takes (the upstream's timeout, retries included). */
  readonly flightS: number
  /** How long an attempt waits for others in flight before `busy`. */
  readonly waitMs: number
}

/**
 * How long a sign-in may be in flight, and wait for others, given the upstream's timeout (its
 * retries included): a sign-in also reads and writes the store and the session around it.
 */
export function signInFlight(upstreamTimeoutMs: number): SignInLimiterOptions {
  return { flightS: Math.ceil(upstreamTimeoutMs / 1000) + 30, waitMs: upstreamTimeoutMs + 2000 }
}

export function retryAfterS(result: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((result?.msBeforeNext ?? 1000) / 1000))
}

/**
 * An e-mail address as the limiter and the sign-in logs know it: hashed, so neither the store nor
 * a log line ever holds the address, yet both can be correlated.
 */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
}

interface Budget {
  readonly limiter: RateLimiterStoreAbstract
  readonly points: number
  readonly scope: RateLimitScope
  /** Which in-flight count it is weighed with, and whose key it is spent on. */
  readonly flight: FlightKind
}

type FlightKind = 'email' | 'ip' | 'device'

/** The budgets an attempt is weighed against, and the in-flight counts it enters. */
interface Path {
  readonly budgets: readonly Budget[]
  readonly flights: readonly FlightKind[]
}

type Keys = Readonly<Record<FlightKind, string>>

export function createSignInLimiter(
  config: SignInLimitConfig,
  store: Store,
  options: SignInLimiterOptions,
): SignInLimiter {
  const budget = (
    keyPrefix: string,
    points: number,
    duration: number,
    scope: RateLimitScope,
    flight: Budget['flight'],
  ): Budget => ({ limiter: store.limiter({ keyPrefix, points, duration }), points, scope, flight })
  const perEmail = budget(
    'signin-fail-email',
    config.failuresPerEmail,
    config.failureWindowS,
    'email',
    'email',
  )
  const perIp = budget(
    'signin-fail-ip',
    config.failuresPerIp,
    config.failureWindowS,
    'network',
    'ip',
  )
  const perIpMinute = budget('signin-ip', config.attemptsPerIpPerMinute, 60, 'network', 'ip')
  // A known device's wrong keys: as many as an address's. Never refuses (see attempt()).
  const perDevice = budget(
    'signin-fail-device',
    config.failuresPerEmail,
    config.failureWindowS,
    'email',
    'device',
  )
  const unknownDevice: Path = { budgets: [perEmail, perIp, perIpMinute], flights: ['email', 'ip'] }
  const knownDevice: Path = { budgets: [perDevice], flights: ['device'] }
  const counters = {
    email: createFlightCounter(store, 'signin-flight-email', options.flightS),
    ip: createFlightCounter(store, 'signin-flight-ip', options.flightS),
    device: createFlightCounter(store, 'signin-flight-device', options.flightS),
  }
  const queue = createSignInQueue()
  /** Between two store rounds of a waiting attempt: a local answer wakes it sooner. */
  const pollMs = Math.min(store.engine === 'sqlite' ? 5_000 : 500, options.flightS * 500)

  const spent = (limiter: RateLimiterStoreAbstract, key: string) =>
    store.run('rate_limit_read', () => limiter.get(key))

  const wrongKey = (limiter: RateLimiterStoreAbstract, key: string) =>
    store.run('rate_limit_write', () => limiter.penalty(key, 1))

  type Round =
    | { kind: 'in'; flights: Flight[] }
    | { kind: 'locked'; retryAfterS: number; scope: RateLimitScope }
    /** `used`: each budget's spent points, as read. */
    | { kind: 'wait'; used: number[] }

  /** One try: enter flight, then weigh each budget's spent points with what is in flight. */
  async function round(path: Path, keys: Keys): Promise<Round> {
    const entered = await Promise.allSettled(
      path.flights.map((kind) => counters[kind].enter(keys[kind])),
    )
    const flights = entered.flatMap((entry) => (entry.status === 'fulfilled' ? [entry.value] : []))
    const failed = entered.find((entry) => entry.status === 'rejected')
    if (failed !== undefined || flights.length !== path.flights.length) {
      await Promise.all(flights.map((flight) => flight.leave().catch(() => undefined)))
      throw failed?.reason
    }
    const inFlight = new Map(path.flights.map((kind, index) => [kind, flights[index]?.place ?? 0]))
    const { budgets } = path
    try {
      // Read after entering: a wrong key answered meanwhile was counted before its point left.
      const states = await Promise.all(budgets.map((b) => spent(b.limiter, keys[b.flight])))
      const used = states.map((state) => state?.consumedPoints ?? 0)
      let verdict: Round = { kind: 'in', flights }
      budgets.forEach((b, index) => {
        const state = states[index] ?? null
        const spentPoints = used[index] ?? 0
        if (spentPoints >= b.points) {
          const locked = {
            kind: 'locked',
            retryAfterS: retryAfterS(state),
            scope: b.scope,
          } as const
          if (verdict.kind !== 'locked' || locked.retryAfterS > verdict.retryAfterS)
            verdict = locked
        } else if (
          spentPoints + (inFlight.get(b.flight) ?? 0) > b.points &&
          verdict.kind === 'in'
        ) {
          verdict = { kind: 'wait', used }
        }
      })
      if (verdict.kind !== 'in') await Promise.all(flights.map((flight) => flight.leave()))
      return verdict
    } catch (error) {
      await Promise.all(flights.map((flight) => flight.leave().catch(() => undefined)))
      throw error
    }
  }

  /** An attempt let through; `localKeys` are already entered in the queue. */
  function admitted(
    flights: readonly Flight[],
    path: Path,
    keys: Keys,
    localKeys: readonly string[],
  ): Admission {
    let settled = false
    return {
      allowed: true,
      async settle(outcome) {
        if (settled) return
        settled = true
        try {
          // The wrong key is counted before its flight point leaves (see round()).
          if (outcome === 'wrong') {
            await Promise.all(path.budgets.map((b) => wrongKey(b.limiter, keys[b.flight])))
          }
        } finally {
          await Promise.all(flights.map((flight) => flight.leave())).finally(() =>
            queue.exit(localKeys, true),
          )
        }
      },
    }
  }

  return {
    async attempt(ip, email, device) {
      const keys: Keys = { email: emailKey(email), ip, device: device ?? '' }
      const local: Keys = {
        email: `email:${keys.email}`,
        ip: `ip:${ip}`,
        device: `device:${keys.device}`,
      }
      let path = device === undefined ? unknownDevice : knownDevice
      let localKeys = path.flights.map((kind) => local[kind])
      const deadline = Date.now() + options.waitMs
      /** Each budget's spent points as the last round read them. */
      let known: readonly number[] = []
      for (;;) {
        // This process alone fills a budget (its attempts asking or in flight, and what was read
        // as spent): wait for one of them to be answered rather than asking the store.
        const full = path.budgets.some(
          (b, index) => queue.flying(local[b.flight]) + (known[index] ?? 0) >= b.points,
        )
        if (!full) {
          queue.enter(localKeys)
          let verdict: Round
          try {
            verdict = await round(path, keys)
          } catch (error) {
            queue.exit(localKeys, true)
            throw error
          }
          if (verdict.kind === 'in') return admitted(verdict.flights, path, keys, localKeys)
          queue.exit(localKeys, false)
          if (verdict.kind === 'locked' && path === knownDevice) {
            // The device spent its own budget: limited like an unknown one until its window ends.
            queue.wakeAll(localKeys)
            path = unknownDevice
            localKeys = path.flights.map((kind) => local[kind])
            known = []
            continue
          }
          if (verdict.kind === 'locked') {
            // Everyone waiting on this e-mail or IP learns it from the store now.
            queue.wakeAll(localKeys)
            return { allowed: false, retryAfterS: verdict.retryAfterS, scope: verdict.scope }
          }
          known = verdict.used
        }
        const left = deadline - Date.now()
        if (left <= 0) return { allowed: false, busy: true, retryAfterS: 5 }
        // Jittered, so waiters on several replicas do not ask in step. Woken by a timeout, ask the
        // store again (an answer on another replica, a window that ended).
        const woken = await queue.wait(localKeys, Math.min(left, pollMs * (0.5 + Math.random())))
        if (!woken) known = []
      }
    },
    async linkAllowed(ip) {
      const state = await spent(perIp.limiter, ip)
      return state !== null && state.consumedPoints >= perIp.points
        ? { allowed: false, retryAfterS: retryAfterS(state), scope: 'network' }
        : { allowed: true }
    },
    async linkRefused(ip) {
      await wrongKey(perIp.limiter, ip)
    },
  }
}
