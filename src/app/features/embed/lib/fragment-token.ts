/**
 * The signed link's token arrives in the URL fragment (`#token=...`), which browsers never send
 * to a server. It is read once and removed from the address bar at once with
 * `history.replaceState` (so it is not left in history, bookmarks or a copied URL), then handed
 * out once to the exchange: a second read gets nothing, even under React's Strict Mode double
 * rendering, because the token is single use on the server anyway.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
const MAX_LENGTH = 4096

interface Captured {
  captured: boolean
  token: string | undefined
}

const state: Captured = { captured: false, token: undefined }

/** Reads `token` from a fragment such as `#token=abc.def.ghi` (other fragment keys are ignored). */
export function tokenFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('token')
  if (token === null || token.length > MAX_LENGTH || !TOKEN_PATTERN.test(token)) return undefined
  return token
}

/**
 * Takes the token out of the current address (once per page load) and strips the fragment,
 * keeping path, query and history state. Idempotent.
 */
export interface AddressBar {
  readonly location: Pick<Location, 'hash' | 'pathname' | 'search'>
  readonly history: Pick<History, 'state' | 'replaceState'>
}

export function captureFragmentToken(win: AddressBar = window): void {
  if (state.captured) return
  state.captured = true
  const { hash, pathname, search } = win.location
  if (hash === '') return
  state.token = tokenFromHash(hash)
  // Any fragment goes, a malformed one too: the address never keeps a secret-looking value.
  win.history.replaceState(win.history.state, '', `${pathname}${search}`)
}

/** The captured token, once; `undefined` afterwards or when there was none. */
export function consumeFragmentToken(): string | undefined {
  const token = state.token
  state.token = undefined
  return token
}

/** True while a captured token waits for its exchange. */
export function hasPendingFragmentToken(): boolean {
  return state.token !== undefined
}

/** For tests: forget what was captured. */
export function resetFragmentTokenForTests(): void {
  state.captured = false
  state.token = undefined
}
