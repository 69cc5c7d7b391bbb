import { createHash } from 'node:crypto'

/** A short, stable fingerprint of an e-mail address, so sign-in logs can be correlated without PII. */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)
}
