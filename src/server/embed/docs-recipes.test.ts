import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { signingKey, verifyEmbedLink } from './link-token.ts'

/**
 * The signing recipes of docs/embedding.md, run as written: a portal copying them must get
 * links the BFF accepts.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const secret = 'a-portal-and-dashboard-shared-secret-0123456789'
const run = promisify(execFile)

async function codeBlock(heading: string, language: string): Promise<string> {
  const doc = await readFile(path.join(ROOT, 'docs/embedding.md'), 'utf8')
  const section = doc.slice(doc.indexOf(`### ${heading}`))
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section)
  if (match?.[1] === undefined) throw new Error(`no ${language} block under "${heading}"`)
  return match[1]
}

async function expectAccepted(stdout: string) {
  const link = new URL(stdout.trim())
  expect(link.pathname).toBe('/embed/regions/us')
  const token = link.hash.replace(/^#token=/, '')
  const verdict = await verifyEmbedLink(token, { key: signingKey(secret), now: new Date() })
  expect(verdict).toMatchObject({ ok: true, claims: { region: 'us', sub: 'emp-42' } })
  if (verdict.ok) expect(verdict.claims.exp - verdict.claims.iat).toBe(300)
}

describe('docs/embedding.md signing recipes', () => {
  const env = { ...process.env, EMBED_SIGNING_SECRET: secret }

  it('the Node (jose) recipe signs a link the BFF accepts', async () => {
    const script = await codeBlock('Node (jose)', 'js')
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env,
    })
    await expectAccepted(stdout)
  })

  it('the shell (openssl) recipe signs a link the BFF accepts', async () => {
    const script = await codeBlock('Shell (openssl)', 'sh')
    const { stdout } = await run('bash', ['-c', script], { cwd: ROOT, env })
    await expectAccepted(stdout)
  })
})
