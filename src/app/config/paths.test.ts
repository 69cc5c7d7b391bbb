import { describe, expect, it } from 'vitest'
import { parseSignInSearch, paths, regionOfPath, safeReturnTo } from './paths.ts'

describe('paths', () => {
  it('builds the sign-in path with only the parts given', () => {
    expect(paths.signIn.build()).toBe('/sign-in')
    expect(
      paths.signIn.build({ region: 'eu', returnTo: '/regions/eu', reason: 'session_expired' }),
    ).toBe('/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired')
  })

  it('builds dashboard paths and reads the region back', () => {
    expect(paths.dashboard.build('us2')).toBe('/regions/us2')
    expect(regionOfPath(paths.dashboard.build('us2'))).toBe('us2')
    expect(regionOfPath('/regions/atlantis')).toBeUndefined()
    expect(regionOfPath('/sign-in')).toBeUndefined()
  })

  it('follows only returnTo paths inside the app', () => {
    expect(safeReturnTo('/regions/eu?x=1')).toBe('/regions/eu?x=1')
    expect(safeReturnTo('https://evil.example/')).toBeUndefined()
    expect(safeReturnTo('//evil.example/')).toBeUndefined()
    expect(safeReturnTo('/\\evil.example/')).toBeUndefined()
    expect(safeReturnTo('/sign-in?region=us')).toBeUndefined()
    expect(paths.signIn.build({ returnTo: '//evil.example' })).toBe('/sign-in')
  })

  it('parses the sign-in query string, dropping what it does not know', () => {
    expect(
      parseSignInSearch(new URLSearchParams('region=eu&returnTo=/regions/eu&reason=signed_out')),
    ).toEqual({ region: 'eu', returnTo: '/regions/eu', reason: 'signed_out' })
    expect(
      parseSignInSearch(new URLSearchParams('region=mars&returnTo=//x&reason=whatever')),
    ).toEqual({ region: undefined, returnTo: undefined, reason: undefined })
  })
})
