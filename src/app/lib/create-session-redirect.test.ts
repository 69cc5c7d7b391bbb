import { describe, expect, it, vi } from 'vitest'
import {
  createSessionRedirect,
  signInAfterLoss,
  signInStateEmail,
  type RouterAccess,
} from './session-redirect.tsx'

function router(pathname: string, search = '') {
  const navigate = vi.fn<RouterAccess['navigate']>()
  return { pathname, search, navigate, calls: navigate }
}

describe('signInAfterLoss', () => {
  it('names the region, the page to return to and the reason', () => {
    expect(
      signInAfterLoss(
        { pathname: '/regions/eu', search: '?view=table' },
        {
          region: undefined,
          code: 'session_expired',
        },
      ),
    ).toBe('/sign-in?region=eu&returnTo=%2Fregions%2Feu%3Fview%3Dtable&reason=session_expired')
  })

  it('prefers the region of the failed call and stays put on the sign-in page', () => {
    expect(
      signInAfterLoss(
        { pathname: '/regions/eu', search: '' },
        { region: 'us', code: 'not_signed_in' },
      ),
    ).toBe('/sign-in?region=us&returnTo=%2Fregions%2Feu&reason=not_signed_in')
    expect(
      signInAfterLoss(
        { pathname: '/sign-in', search: '?region=us' },
        {
          region: 'us',
          code: 'session_expired',
        },
      ),
    ).toBeUndefined()
  })
})

describe('createSessionRedirect', () => {
  it('navigates with the attached router, replacing the history entry', () => {
    const redirect = createSessionRedirect()
    const current = router('/regions/ca')
    redirect.attach(current)
    redirect.toSignIn({ region: 'ca', code: 'session_expired' })
    expect(current.calls).toHaveBeenCalledExactlyOnceWith(
      '/sign-in?region=ca&returnTo=%2Fregions%2Fca&reason=session_expired',
      { replace: true },
    )
  })

  it('hands the e-mail of the lost session over in history state, never in the address', () => {
    const redirect = createSessionRedirect()
    const current = router('/regions/eu')
    redirect.attach(current)
    redirect.toSignIn({ region: 'eu', code: 'session_expired', email: 'ana@example.com' })
    const [to, options] = current.calls.mock.calls[0] ?? []
    expect(to).toBe('/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired')
    expect(options).toEqual({ replace: true, state: { email: 'ana@example.com' } })
    expect(signInStateEmail(options?.state)).toBe('ana@example.com')
  })

  it('holds a loss reported before a router is attached, and uses the latest router', () => {
    const redirect = createSessionRedirect()
    redirect.toSignIn({ region: 'us', code: 'not_signed_in' })
    const first = router('/regions/us')
    const detach = redirect.attach(first)
    expect(first.calls).toHaveBeenCalledOnce()

    const second = router('/regions/eu')
    redirect.attach(second)
    detach() // a stale detach must not drop the newer router
    redirect.toSignIn({ region: 'eu', code: 'session_expired' })
    expect(second.calls).toHaveBeenCalledOnce()
    expect(first.calls).toHaveBeenCalledOnce()
  })
})

describe('signInStateEmail', () => {
  it('reads only a well-formed e-mail from history state', () => {
    expect(signInStateEmail({ email: 'ana@example.com' })).toBe('ana@example.com')
    for (const state of [null, undefined, 'ana@example.com', {}, { email: 1 }, { email: '' }]) {
      expect(signInStateEmail(state)).toBeUndefined()
    }
  })
})
