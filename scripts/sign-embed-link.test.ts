import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { signingKey, verifyEmbedLink } from '../src/server/embed/link-token.ts'
import { buildEmbedLink } from './sign-embed-link.ts'

const secret = 'an-embed-signing-secret-of-32-chars-or-more'
const run = promisify(execFile)

function tokenOf(link: string): string {
  return new URL(link).hash.replace(/^#token=/, '')
}

describe('buildEmbedLink', () => {
  it('puts host parameters in the query and the signed token in the fragment', async () => {
    const now = new Date()
    const link = await buildEmbedLink({
      secret,
      region: 'eu',
      base: 'https://dashboard.example.com/',
      viewer: 'emp-42',
      ttlS: 120,
      theme: 'dark',
      compact: true,
      locale: 'fr-CA',
      now,
    })
    const url = new URL(link)
    expect(`${url.origin}${url.pathname}`).toBe('https://dashboard.example.com/embed/regions/eu')
    expect(url.search).toBe('?theme=dark&compact=1&locale=fr-CA')
    const verdict = await verifyEmbedLink(tokenOf(link), { key: signingKey(secret), now })
    expect(verdict.ok && verdict.claims).toMatchObject({ region: 'eu', sub: 'emp-42' })
    if (verdict.ok) expect(verdict.claims.exp - verdict.claims.iat).toBe(120)
  })

  it('takes the region in any case, and writes the canonical id in the link and its token', async () => {
    const now = new Date()
    const link = await buildEmbedLink({ secret, region: 'US', base: 'http://localhost', now })
    expect(new URL(link).pathname).toBe('/embed/regions/us')
    const verdict = await verifyEmbedLink(tokenOf(link), { key: signingKey(secret), now })
    expect(verdict.ok && verdict.claims.region).toBe('us')
  })

  it('refuses a missing or short secret, an unknown region, a bad theme and a long ttl', async () => {
    await expect(
      buildEmbedLink({ secret: '', region: 'us', base: 'http://localhost' }),
    ).rejects.toThrow(/EMBED_SIGNING_SECRET/)
    await expect(
      buildEmbedLink({ secret, region: 'mars', base: 'http://localhost' }),
    ).rejects.toThrow(/Unknown region/)
    await expect(
      buildEmbedLink({ secret, region: 'us', base: 'http://localhost', theme: 'pink' }),
    ).rejects.toThrow(/--theme/)
    await expect(
      buildEmbedLink({ secret, region: 'us', base: 'http://localhost', ttlS: 601 }),
    ).rejects.toThrow(RangeError)
  })
})

describe('the CLI', () => {
  it('prints one link signed with EMBED_SIGNING_SECRET', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        'scripts/sign-embed-link.ts',
        '--region',
        'us',
        '--base',
        'http://localhost:8080',
        '--viewer',
        'v1',
      ],
      { env: { ...process.env, EMBED_SIGNING_SECRET: secret } },
    )
    const link = stdout.trim()
    expect(link).toMatch(
      /^http:\/\/localhost:8080\/embed\/regions\/us#token=[\w-]+\.[\w-]+\.[\w-]+$/,
    )
    const verdict = await verifyEmbedLink(tokenOf(link), {
      key: signingKey(secret),
      now: new Date(),
    })
    expect(verdict.ok).toBe(true)
  })

  it('exits with 2 and a message when the secret is missing', async () => {
    const failure = await run(process.execPath, ['scripts/sign-embed-link.ts', '--region', 'us'], {
      env: { ...process.env, EMBED_SIGNING_SECRET: '' },
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 2 })
    expect(String((failure as { stderr?: string }).stderr)).toContain('EMBED_SIGNING_SECRET')
  })
})
