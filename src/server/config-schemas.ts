import { z } from 'zod'

/** An environment as Node gives it. */
export type Env = Readonly<Record<string, string | undefined>>

/**
 * Schemas of single environment variables. Their messages never contain the received value,
 * because some of the variables are secrets.
 */
function wholeNumberSchema(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`
  return z
    .string()
    .regex(/^\s*\d+\s*$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
}

export function integerSchema(min: number, max: number, fallback: number) {
  return wholeNumberSchema(min, max).default(fallback)
}

/** A whole number from `min` to `max`, or undefined when the variable is unset (a feature off). */
export function optionalIntegerSchema(min: number, max: number) {
  return wholeNumberSchema(min, max).optional()
}

export const secretSchema = z.string().min(32, 'must be at least 32 characters long')

export function httpPathSchema(fallback: string) {
  return z
    .string()
    .trim()
    .regex(
      /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/,
      'must be a path starting with a single "/", without query or fragment',
    )
    .refine((path) => !path.split('/').includes('..'), 'must not contain ".." segments')
    .default(fallback)
}

/** `https://portal.example.com http://localhost:3000` → normalized origins. */
export function parseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value)
    const isOriginOnly =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      (url.pathname === '/' || url.pathname === '') &&
      url.search === '' &&
      url.hash === '' &&
      !value.endsWith('/')
    return isOriginOnly ? url.origin : undefined
  } catch {
    return undefined
  }
}

export const originListSchema = z
  .string()
  .default('')
  .transform((value, context) => {
    const origins: string[] = []
    for (const item of value.split(/\s+/).filter((part) => part !== '')) {
      const origin = parseOrigin(item)
      if (origin === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'must be space-separated origins such as https://portal.example.com',
        })
        return z.NEVER
      }
      origins.push(origin)
    }
    return origins
  })

/** A base URL of a region: http(s), no credentials, query or fragment; no trailing slash. */
export function parseBaseUrl(value: string): string | undefined {
  try {
    const url = new URL(value.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
      return undefined
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    return undefined
  }
}

/** The value after `Basic `: base64 of `client:secret`. */
export const BASIC_CREDENTIAL_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/

export const publicOriginSchema = z
  .string()
  .trim()
  .refine(
    (value) => parseOrigin(value) !== undefined,
    'must be an origin such as https://dashboard.example.com (scheme, host, optional port)',
  )
  .transform((value) => parseOrigin(value) ?? value)

/**
 * A `Host` value as a URL of `scheme` reads it (lower case, default port dropped), or undefined
 * when it is not a bare `host[:port]`.
 */
export function normalizeHost(value: string, scheme: 'http:' | 'https:'): string | undefined {
  if (value === '' || /[\s/\\?#@]/.test(value)) return undefined
  try {
    return new URL(`${scheme}//${value}`).host
  } catch {
    return undefined
  }
}

/** `dashboard.internal:8080 10.0.0.5:8080` → the names, each a bare `host[:port]`. */
export const hostListSchema = z
  .string()
  .default('')
  .transform((value, context) => {
    const hosts: string[] = []
    for (const item of value.split(/\s+/).filter((part) => part !== '')) {
      const host = normalizeHost(item, 'http:')
      if (host === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'must be space-separated host:port names such as dashboard.internal:8080',
        })
        return z.NEVER
      }
      hosts.push(item.toLowerCase())
    }
    return hosts
  })

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** ADMIN_EMAILS: space-separated e-mail addresses, lower case (matched case-insensitively); unset: undefined. */
export const emailListSchema = z
  .string()
  .transform((value, context) => {
    const emails = value
      .toLowerCase()
      .split(/\s+/)
      .filter((part) => part !== '')
    if (emails.some((email) => !EMAIL_PATTERN.test(email))) {
      context.addIssue({
        code: 'custom',
        message: 'must be space-separated e-mail addresses such as admin@example.com',
      })
      return z.NEVER
    }
    return emails
  })
  .optional()
