import { describe, expect, it } from 'vitest'
import { dashboardAccess, signedInRegion } from './dashboard-access.ts'

const offered = [{ id: 'us' as const }, { id: 'eu' as const }]
const sessions = [{ region: 'eu' as const }]

describe('dashboardAccess', () => {
  it('opens a region that is offered and signed in', () => {
    expect(dashboardAccess('eu', offered, sessions)).toEqual({ kind: 'ok', region: 'eu' })
  })

  it('reads the id in any case and names the canonical one (`/regions/EU` opens `eu`)', () => {
    expect(dashboardAccess('EU', offered, sessions)).toEqual({ kind: 'ok', region: 'eu' })
    expect(dashboardAccess('Us', offered, sessions)).toEqual({
      kind: 'not_signed_in',
      region: 'us',
    })
    expect(signedInRegion('EU', sessions)).toBe('eu')
  })

  it('sends an offered region without a session to sign in', () => {
    expect(dashboardAccess('us', offered, sessions)).toEqual({
      kind: 'not_signed_in',
      region: 'us',
    })
  })

  it('calls a region unknown when it is no region id, or one this server does not offer', () => {
    expect(dashboardAccess('atlantis', offered, sessions)).toEqual({
      kind: 'unknown_region',
      region: 'atlantis',
    })
    expect(dashboardAccess('ca', offered, [{ region: 'ca' }])).toEqual({
      kind: 'unknown_region',
      region: 'ca',
    })
  })
})

describe('signedInRegion', () => {
  it('names the region only when a session holds it', () => {
    expect(signedInRegion('eu', sessions)).toBe('eu')
    expect(signedInRegion('us', sessions)).toBeUndefined()
    expect(signedInRegion('atlantis', sessions)).toBeUndefined()
  })
})
