/** The names of this machine's loopback interface, as a browser writes them in `Host`. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const

/**
 * The `Host` values that name a loopback listener on `port` (lower case; the bare names too on port
 * 80, which browsers leave out). A foreign name that resolves to 127.0.0.1 (DNS rebinding) is not
 * among them. Used by the simulator's control API and the BFF's metrics listener.
 */
export function loopbackHosts(port: number | undefined): ReadonlySet<string> {
  if (port === undefined) return new Set()
  return new Set(
    LOOPBACK_NAMES.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`])),
  )
}
