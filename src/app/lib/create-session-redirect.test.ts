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

  it('tells a sign-in page reached by the region’s own redirect the fuller reason', () => {
    const reached = {
      pathname: '/sign-in',
      search: '?region=eu&returnTo=%2Fregions%2Feu&reason=not_signed_in',
    }
    expect(signInAfterLoss(reached, { region: 'eu', code: 'session_expired' })).toBe(
      '/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired',
    )
    // Another region's loss, or the same reason, leaves the page as it is.
    expect(signInAfterLoss(reached, { region: 'us', code: 'session_expired' })).toBeUndefined()
    expect(signInAfterLoss(reached, { region: 'eu', code: 'not_signed_in' })).toBeUndefined()
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

  it('tells the sign-in page the fuller reason when the region’s own redirect lands there after', () => {
    const redirect = createSessionRedirect()
    redirect.attach(router('/regions/eu'))
    redirect.toSignIn({ region: 'eu', code: 'session_expired', email: 'ana@example.com' })
    // The region's page redirected too ("not signed in"), and its navigation came last.
    const landed = router('/sign-in', '?region=eu&returnTo=%2Fregions%2Feu&reason=not_signed_in')
    redirect.attach(landed)
    expect(landed.calls).toHaveBeenCalledExactlyOnceWith(
      '/sign-in?region=eu&returnTo=%2Fregions%2Feu&reason=session_expired',
      { replace: true, state: { email: 'ana@example.com' } },
    )
    // Once a sign-in page is reached the loss is spent: a later visit keeps its own reason.
    const later = router('/sign-in', '?region=eu&returnTo=%2Fregions%2Feu&reason=not_signed_in')
    redirect.attach(later)
    expect(later.calls).not.toHaveBeenCalled()
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
