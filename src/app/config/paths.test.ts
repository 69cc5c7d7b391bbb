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
    expect(regionOfPath('/regions/US/trends')).toBe('us')
    expect(regionOfPath('/regions/atlantis')).toBeUndefined()
    expect(regionOfPath('/sign-in')).toBeUndefined()
    expect(regionOfPath('/regions/%E0%A4%A')).toBeUndefined()
  })

  it('builds the glossary path', () => {
    expect(paths.glossary.build()).toBe('/glossary')
  })

  it('builds the methodology path, a page no one is sent back to after signing in', () => {
    expect(paths.methodology.build()).toBe('/methodology')
    expect(safeReturnTo(paths.methodology.build())).toBeUndefined()
  })

  it('follows returnTo paths of pages the app routes, as the URL parser reads them', () => {
    expect(safeReturnTo('/regions/eu?x=1')).toBe('/regions/eu?x=1')
    expect(safeReturnTo('/regions/eu?view=table#charts')).toBe('/regions/eu?view=table#charts')
    expect(safeReturnTo('/regions/us2/')).toBe('/regions/us2/')
    expect(safeReturnTo('/')).toBe('/')
    expect(safeReturnTo('/regions/eu/../ca')).toBe('/regions/ca')
    expect(safeReturnTo('/regions/eu/trends?period=3m')).toBe('/regions/eu/trends?period=3m')
    expect(safeReturnTo('/compare?sort=value')).toBe('/compare?sort=value')
  })

  it('builds trend and comparison paths; a trend path names its region', () => {
    expect(paths.trends.build('eu', '?period=6m')).toBe('/regions/eu/trends?period=6m')
    expect(regionOfPath(paths.trends.build('eu'))).toBe('eu')
    expect(regionOfPath('/regions/eu/other')).toBeUndefined()
    expect(paths.signIn.build({ region: 'ca', returnTo: paths.compare.build() })).toBe(
      '/sign-in?region=ca&returnTo=%2Fcompare',
    )
  })

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['three slashes', '///evil.example/'],
    ['a backslash after the slash', '/\\evil.example/'],
    ['a backslash later on', '/regions/eu\\..\\..\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a NUL character', '/regions/eu\u0000'],
    ['a leading space', ' //evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded lower-case slash', '/%2f/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded slash in the region', '/regions/%2F%2Fevil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a scheme-relative http: path', 'http:/evil.example'],
    ['a path that climbs out of the app', '/regions/eu/../../evil.example'],
    ['the sign-in page', '/sign-in?region=us'],
    ['the embed view', '/embed/regions/us'],
    ['a path the app does not route', '/admin'],
    ['a page under the comparison', '/compare/x'],
    ['an unknown region', '/regions/atlantis'],
    ['a malformed escape', '/regions/%E0%A4%A'],
    ['an empty value', ''],
  ])('drops %s', (_case, value) => {
    expect(safeReturnTo(value)).toBeUndefined()
    expect(paths.signIn.build({ returnTo: value })).toBe('/sign-in')
  })

  it('parses the sign-in query string, dropping what it does not know', () => {
    expect(
      parseSignInSearch(new URLSearchParams('region=eu&returnTo=/regions/eu&reason=signed_out')),
    ).toEqual({ region: 'eu', returnTo: '/regions/eu', reason: 'signed_out' })
    expect(
      parseSignInSearch(new URLSearchParams('region=mars&returnTo=//x&reason=whatever')),
    ).toEqual({ region: undefined, returnTo: undefined, reason: undefined })
    expect(parseSignInSearch(new URLSearchParams('region=EU')).region).toBe('eu')
  })
})
