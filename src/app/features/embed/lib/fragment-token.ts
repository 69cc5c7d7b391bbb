/**
 * The signed link's token arrives in the URL fragment (`#token=...`), which browsers never send
 * to a server. It is read and removed from the address bar at once with `history.replaceState`
 * (so it is not left in history, bookmarks or a copied URL), then handed out once to the
 * exchange: a second read gets nothing, even under React's Strict Mode double rendering, because
 * the token is single use on the server anyway. Capturing again is harmless: the fragment is
 * gone, so there is nothing left to read.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/
const MAX_LENGTH = 4096

let pending: string | undefined

/** Reads `token` from a fragment such as `#token=abc.def.ghi` (other fragment keys are ignored). */
export function tokenFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('token')
  if (token === null || token.length > MAX_LENGTH || !TOKEN_PATTERN.test(token)) return undefined
  return token
}

export interface AddressBar {
  readonly location: Pick<Location, 'hash' | 'pathname' | 'search'>
  readonly history: Pick<History, 'state' | 'replaceState'>
}

/**
 * Takes the token out of the current address and strips the fragment, keeping path, query and
 * history state. Idempotent: once stripped, the address has no fragment left to read.
 */
export function captureFragmentToken(win: AddressBar = window): void {
  const { hash, pathname, search } = win.location
  if (hash === '') return
  pending = tokenFromHash(hash)
  // Any fragment goes, a malformed one too: the address never keeps a secret-looking value.
  win.history.replaceState(win.history.state, '', `${pathname}${search}`)
}

/** The captured token, once; `undefined` afterwards or when there was none. */
export function consumeFragmentToken(): string | undefined {
  const token = pending
  pending = undefined
  return token
}
