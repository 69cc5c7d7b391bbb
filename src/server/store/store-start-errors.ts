/** The store cannot be used at all: start-up stops with this message (no secret in it). */
export class StoreStartError extends Error {
  override readonly name = 'StoreStartError'
}

/**
 * What went wrong in the engine's or the system's own words ("file is not a database",
 * `database "pdd" does not exist`, "database or disk is full", "EROFS: read-only file system,
 * access '/data'"), not a bare code; a code only when there are no words.
 */
export function causeText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(causeText))].join('; ')
  }
  if (error instanceof Error && error.message !== '') return error.message
  if (typeof error === 'object' && error !== null && 'code' in error && error.code !== undefined) {
    return String(error.code)
  }
  return String(error)
}
