import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  captureFragmentToken,
  consumeFragmentToken,
  tokenFromHash,
  type AddressBar,
} from './fragment-token.ts'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJyZWdpb24iOiJ1cyJ9.c2lnbmF0dXJl'

/** An address bar whose `replaceState` changes its location, as the browser's does. */
function addressBar(hash: string) {
  const location = { hash, pathname: '/embed/regions/us', search: '?theme=dark' }
  const replaceState = vi.fn((_state: unknown, _unused: string, url: string) => {
    const parsed = new URL(url, 'http://localhost')
    Object.assign(location, { hash: parsed.hash, pathname: parsed.pathname, search: parsed.search })
  })
  const bar: AddressBar = { location, history: { state: { idx: 3 }, replaceState } }
  return { bar, replaceState }
}

// The module holds at most one token; each test leaves nothing behind for the next.
afterEach(() => consumeFragmentToken())

describe('fragment token', () => {
  it('reads the token and strips the fragment at once, keeping path, query and state', () => {
    const { bar, replaceState } = addressBar(`#token=${TOKEN}`)
    captureFragmentToken(bar)
    expect(replaceState).toHaveBeenCalledExactlyOnceWith(
      { idx: 3 },
      '',
      '/embed/regions/us?theme=dark',
    )
    expect(bar.location.hash).toBe('')
    expect(consumeFragmentToken()).toBe(TOKEN)
  })

  it('hands the token out once only, even when captured again', () => {
    const { bar, replaceState } = addressBar(`#token=${TOKEN}`)
    captureFragmentToken(bar)
    captureFragmentToken(bar)
    expect(replaceState).toHaveBeenCalledOnce()
    expect(consumeFragmentToken()).toBe(TOKEN)
    expect(consumeFragmentToken()).toBeUndefined()
  })

  it('strips a malformed fragment too, without keeping it', () => {
    const { bar, replaceState } = addressBar('#token=<script>')
    captureFragmentToken(bar)
    expect(replaceState).toHaveBeenCalledOnce()
    expect(bar.location.hash).toBe('')
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
