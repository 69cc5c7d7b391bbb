/** Parsing helpers for the Authorization and Content-Type headers. */

/** The credential after `<scheme> ` (scheme case-insensitive), or `undefined`. */
export function credentialOf(header: string | undefined, scheme: string): string | undefined {
  if (header === undefined) return undefined
  const match = /^(\S+) +(\S+)\s*$/.exec(header)
  if (match === null || match[1]?.toLowerCase() !== scheme.toLowerCase()) return undefined
  return match[2]
}

/** Decodes a Basic credential to `id:secret`, or `undefined` when it is not base64 text. */
export function decodeBasic(credential: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(credential)) return undefined
  return Buffer.from(credential, 'base64').toString('utf8')
}

/** True for `application/json`, with or without parameters such as `charset`. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false
  return header.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
