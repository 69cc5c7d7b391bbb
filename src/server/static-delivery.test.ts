import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressDir } from '../../scripts/precompress.ts'
import { IMMUTABLE_CACHE } from './static-site.ts'
import { useBff } from './testing/harness.ts'

/**
 * Delivery of the built SPA (issue 11, docs/decisions/0075): a build directory compressed by the
 * same code as `npm run build`, fetched through the BFF with and without Accept-Encoding.
 */
const bff = useBff()
let clientDir = ''

const text = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n')
const FILES = {
  'index.html': `<!doctype html><title>Pipeline Diversity Dashboard</title>${text('<p>x</p>')}`,
  'robots.txt': 'User-agent: *\nDisallow: /\n',
  'manifest.webmanifest': JSON.stringify({ name: 'Pipeline Diversity Dashboard', icons: [] }),
  'assets/index-3f9a1c.js': text('console.log("chunk")'),
  'assets/index-77ab12.css': text('.card { color: red }'),
  'assets/favicon-0a1b2c.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text('<g/>')}</svg>`,
} as const
const BINARY = 'assets/photo-9d8e7f.png'
const TEXT_URLS = Object.keys(FILES).map((file) => `/${file}`)

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-delivery-'))
  mkdirSync(path.join(clientDir, 'assets'))
  mkdirSync(path.join(clientDir, '.vite'))
  for (const [file, body] of Object.entries(FILES)) writeFileSync(path.join(clientDir, file), body)
  writeFileSync(path.join(clientDir, BINARY), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}')
  await compressDir(clientDir)
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const fileOf = (url: string) => path.join(clientDir, url.slice(1))
const cacheOf = (url: string) => (url.startsWith('/assets/') ? IMMUTABLE_CACHE : 'no-cache')

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  return body
}

describe('compressed delivery of the built SPA', () => {
  it('the build writes Brotli and gzip siblings of text files only, not of the build record', () => {
    for (const url of TEXT_URLS) {
      const plain = readFileSync(fileOf(url))
      expect(brotliDecompressSync(readFileSync(`${fileOf(url)}.br`)), url).toEqual(plain)
      expect(gunzipSync(readFileSync(`${fileOf(url)}.gz`)), url).toEqual(plain)
    }
    expect(() => readFileSync(`${fileOf(`/${BINARY}`)}.br`)).toThrow()
    expect(() => readFileSync(path.join(clientDir, '.vite', 'manifest.json.br'))).toThrow()
  })

  const cases = [
    { acceptEncoding: undefined, expected: undefined },
    { acceptEncoding: 'identity', expected: undefined },
    { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
    { acceptEncoding: 'gzip', expected: 'gzip' },
    { acceptEncoding: 'br;q=0.5, gzip;q=1', expected: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', expected: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip;q=0', expected: undefined },
  ] as const

  for (const { acceptEncoding, expected } of cases) {
    it(`every text file with Accept-Encoding ${acceptEncoding ?? '(none)'}: ${expected ?? 'identity'}`, async () => {
      const app = await bff.app({}, { clientDir })
      for (const url of TEXT_URLS) {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
        const answer = await app.inject({ url, headers })
        expect(answer.statusCode, url).toBe(200)
        expect(answer.headers['content-encoding'], url).toBe(expected)
        expect(answer.headers.vary, url).toMatch(/accept-encoding/i)
        expect(answer.headers['cache-control'], url).toBe(cacheOf(url))
        expect(answer.headers['content-length'], url).toBe(String(answer.rawPayload.length))
        expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'")
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff')
        expect(answer.headers['content-type'], url).not.toMatch(/octet-stream|brotli|gzip/)
        expect(decode(expected, answer.rawPayload), url).toEqual(readFileSync(fileOf(url)))
        const head = await app.inject({ method: 'HEAD', url, headers })
        expect(head.statusCode, url).toBe(200)
        expect(head.headers['content-encoding'], url).toBe(expected)
        expect(head.headers['content-length'], url).toBe(answer.headers['content-length'])
        expect(head.rawPayload.length, url).toBe(0)
      }
    })
  }

  it('compressed files are smaller than the plain ones they stand for', async () => {
    const app = await bff.app({}, { clientDir })
    const plain = await app.inject({ url: '/assets/index-3f9a1c.js' })
    const br = await app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  })

  it('index.html for client-side routes is negotiated the same way', async () => {
    const app = await bff.app({}, { clientDir })
    const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' }
    for (const url of ['/', '/regions/us', '/embed/us']) {
      const answer = await app.inject({ url, headers: html })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['content-encoding'], url).toBe('br')
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/)
      expect(answer.headers['cache-control'], url).toBe('no-cache')
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i)
      expect(decode('br', answer.rawPayload).toString()).toBe(FILES['index.html'])
    }
  })

  it('binary files are sent as they are, and siblings are not answered at their own URLs', async () => {
    const app = await bff.app({}, { clientDir })
    const png = await app.inject({ url: `/${BINARY}`, headers: { 'accept-encoding': 'br' } })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-encoding']).toBeUndefined()
    for (const url of [
      '/assets/index-3f9a1c.js.br',
      '/assets/index-3f9a1c.js.gz',
      '/robots.txt.br',
    ]) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json(), url).toMatchObject({ error: 'not_found' })
    }
  })
})
