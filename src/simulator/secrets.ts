import { randomBytes, timingSafeEqual, createHash } from 'node:crypto'

/** Random, opaque, URL-safe value (access tokens, API keys, client secrets). */
export function randomOpaque(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function secretsEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(a), digest(b))
}
