import { describe, expect, it } from 'vitest'
import { tokenKey } from '../upstream/rejected-tokens.ts'
import {
  emptySession,
  entryTokenKey,
  liveSession,
  sealLifetimeS,
  touchIntervalS,
  withRegion,
  withoutRegion,
} from './session-data.ts'

const policy = { maxAgeS: 43_200, idleS: 7200 }
const T0 = 1_800_000_000

function signedIn() {
  let data = withRegion(
    emptySession(T0),
    'us',
    { token: 't-us', email: 'a@x.io', expiresInS: 864_000 },
    T0,
    policy,
  )
  data = withRegion(
    data,
    'eu',
    { token: 't-eu', email: 'a@x.io', expiresInS: 600 },
    T0 + 100,
    policy,
  )
  return data
}

describe('session data', () => {
  it('caps each region at min(SESSION_MAX_AGE_S, the token lifetime)', () => {
    const data = signedIn()
    expect(data.regions.us).toEqual({
      id: expect.stringMatching(/^[\w-]{22}$/),
      token: 't-us',
      email: 'a@x.io',
      issuedAt: T0,
      expiresAt: T0 + 43_200,
    })
    expect(data.regions.eu?.expiresAt).toBe(T0 + 100 + 600)
    expect(data.lastSeenAt).toBe(T0 + 100)
  })

  it('drops regions past their expiry and reports them', () => {
    const live = liveSession(signedIn(), T0 + 701, policy)
    expect(Object.keys(live.data.regions)).toEqual(['us'])
    expect(live.expired).toEqual(['eu'])
    const later = liveSession(signedIn(), T0 + 43_200, { ...policy, idleS: 100_000 })
    expect(later.expired).toEqual(['us', 'eu'])
  })

  it('drops every region after the idle timeout', () => {
    const data = withRegion(
      signedIn(),
      'eu',
      { token: 't', email: 'b@x.io', expiresInS: 864_000 },
      T0 + 100,
      policy,
    )
    expect(liveSession(data, T0 + 100 + 7200, policy).expired).toEqual([])
    expect(liveSession(data, T0 + 100 + 7201, policy).expired).toEqual(['us', 'eu'])
  })

  it('hands back the same data when nothing timed out, a pruned copy otherwise', () => {
    const data = signedIn()
    expect(liveSession(data, T0 + 101, policy).data).toBe(data)
    const pruned = liveSession(data, T0 + 701, policy).data
    expect(pruned).not.toBe(data)
    expect(Object.keys(pruned.regions)).toEqual(['us'])
    expect(Object.keys(data.regions)).toEqual(['us', 'eu'])
  })

  it("keys a region entry by its token's hash, the same for the same entry", () => {
    const { us, eu } = signedIn().regions
    if (us === undefined || eu === undefined) throw new Error('signed in to both')
    expect(entryTokenKey(us)).toBe(tokenKey('t-us'))
    expect(entryTokenKey(us)).toBe(entryTokenKey(us))
    expect(entryTokenKey(eu)).toBe(tokenKey('t-eu'))
    expect(entryTokenKey(us)).not.toContain('t-us')
  })

  it('seals for the idle window, never past the last expiry', () => {
    const data = signedIn()
    expect(sealLifetimeS(data, T0 + 100, policy)).toBe(7200)
    expect(sealLifetimeS(withoutRegion(data, 'us'), T0 + 100, policy)).toBe(600)
    expect(sealLifetimeS(data, T0 + 43_199, policy)).toBe(1)
  })

  it('re-seals for idle extension at most once a minute', () => {
    expect(touchIntervalS(policy)).toBe(60)
    expect(touchIntervalS({ maxAgeS: 600, idleS: 60 })).toBe(6)
  })
})
