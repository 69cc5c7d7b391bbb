import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  captureFragmentToken,
  consumeFragmentToken,
  hasPendingFragmentToken,
  resetFragmentTokenForTests,
  tokenFromHash,
  type AddressBar,
} from './fragment-token.ts'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJyZWdpb24iOiJ1cyJ9.c2lnbmF0dXJl'

function addressBar(hash: string) {
  const replaceState = vi.fn()
  const bar: AddressBar = {
    location: { hash, pathname: '/embed/regions/us', search: '?theme=dark' },
    history: { state: { idx: 3 }, replaceState },
  }
  return { bar, replaceState }
}

afterEach(() => resetFragmentTokenForTests())

describe('fragment token', () => {
  it('reads the token and strips the fragment at once, keeping path, query and state', () => {
    const { bar, replaceState } = addressBar(`#token=${TOKEN}`)
    captureFragmentToken(bar)
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(
      { idx: 3 },
      '',
      '/embed/regions/us?theme=dark',
    )
    expect(hasPendingFragmentToken()).toBe(true)
  })

  it('hands the token out once only, even when captured again', () => {
    captureFragmentToken(addressBar(`#token=${TOKEN}`).bar)
    captureFragmentToken(addressBar('#token=other.token.value').bar)
    expect(consumeFragmentToken()).toBe(TOKEN)
    expect(consumeFragmentToken()).toBeUndefined()
    expect(hasPendingFragmentToken()).toBe(false)
  })

  it('strips a malformed fragment too, without keeping it', () => {
    const { bar, replaceState } = addressBar('#token=<script>')
    captureFragmentToken(bar)
    expect(replaceState).toHaveBeenCalledOnce()
    expect(consumeFragmentToken()).toBeUndefined()
  })

  it('leaves an address without fragment alone', () => {
    const { bar, replaceState } = addressBar('')
    captureFragmentToken(bar)
    expect(replaceState).not.toHaveBeenCalled()
    expect(consumeFragmentToken()).toBeUndefined()
  })

  it('accepts only a JWS compact shape of bounded length', () => {
    expect(tokenFromHash(`#token=${TOKEN}&theme=dark`)).toBe(TOKEN)
    expect(tokenFromHash('#token=abc')).toBeUndefined()
    expect(tokenFromHash(`#token=${'a'.repeat(4097)}.b.c`)).toBeUndefined()
    expect(tokenFromHash('#other=1')).toBeUndefined()
  })
})
