import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBff } from './testing/harness.ts'

/**
 * The exact security headers of every kind of answer, recorded from the @fastify/helmet set-up
 * they replaced (decision 0061): the frozen table must send the same names and values.
 */
const bff = useBff()
let clientDir = ''

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-headers-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>x</title>')
  writeFileSync(path.join(clientDir, 'assets', 'index-1a2b3c.js'), 'console.log(1)')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const CSP_START =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;connect-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors "

function expectedHeaders(embed: boolean, https: boolean): Record<string, string> {
  const frameAncestors = embed
    ? 'https://portal.example.com https://intranet.example.org'
    : "'none'"
  return {
    'content-security-policy': `${CSP_START}${frameAncestors};form-action 'self'`,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    ...(embed ? {} : { 'x-frame-options': 'DENY' }),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** Headers that describe the body or the connection, not the security policy. */
const CONTENT_HEADERS = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'last-modified',
  'x-request-id',
  'vary',
  'link',
  'content-encoding',
])

const ANSWERS = [
  { kind: 'page', url: '/regions/us', headers: { accept: 'text/html' }, status: 200 },
  { kind: 'asset', url: '/assets/index-1a2b3c.js', headers: {}, status: 200 },
  { kind: 'api', url: '/api/regions', headers: { 'x-csrf': '1' }, status: 200 },
  { kind: 'not found', url: '/api/nothing', headers: { 'x-csrf': '1' }, status: 404 },
  { kind: 'refused', url: '/api/regions', headers: {}, status: 403 },
] as const

describe('the security headers table', () => {
  for (const embed of [false, true]) {
    for (const https of [false, true]) {
      it(`is the same on every answer (embedding ${embed ? 'on' : 'off'}, ${https ? 'https' : 'http'})`, async () => {
        const env: Record<string, string> = { TRUST_PROXY: '1' }
        if (embed) {
          env.EMBED_ALLOWED_ORIGINS = 'https://portal.example.com https://intranet.example.org'
        }
        const app = await bff.app(env, { clientDir })
        for (const answer of ANSWERS) {
          const response = await app.inject({
            url: answer.url,
            headers: { ...answer.headers, 'x-forwarded-proto': https ? 'https' : 'http' },
          })
          expect(response.statusCode, answer.kind).toBe(answer.status)
          const security = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !CONTENT_HEADERS.has(name)),
          )
          expect(security, answer.kind).toEqual(expectedHeaders(embed, https))
        }
      })
    }
  }
})
