import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '../simulator/datasets.ts'
import { DEMO_ADMIN_EMAIL, loadConfig } from './config.ts'

const REGION = {
  TALENT_US_BASE_URL: 'https://us.example.com',
  TALENT_US_BASIC_AUTH: Buffer.from('us-client:us-secret').toString('base64'),
  SESSION_SECRET: 'a-session-secret-that-is-long-enough-123',
  PUBLIC_ORIGIN: 'https://dashboard.example.com',
}

describe('ADMIN_EMAILS', () => {
  it('lists the demo user in demo mode and nobody otherwise when unset', () => {
    expect(DEMO_ADMIN_EMAIL).toBe(DEMO_EMAIL)
    const demo = loadConfig({})
    const configured = loadConfig(REGION)
    expect(demo.ok && demo.config.adminEmails).toEqual([DEMO_EMAIL])
    expect(configured.ok && configured.config.adminEmails).toEqual([])
    // Set to nothing (`ADMIN_EMAILS=`) counts as unset, like every variable.
    const empty = loadConfig({ ...REGION, ADMIN_EMAILS: ' ' })
    expect(empty.ok && empty.config.adminEmails).toEqual([])
  })

  it('reads space-separated addresses in lower case, in demo mode too', () => {
    const listed = loadConfig({ ...REGION, ADMIN_EMAILS: '  Chief@Example.com\thr@example.org ' })
    expect(listed.ok && listed.config.adminEmails).toEqual(['chief@example.com', 'hr@example.org'])
    const demo = loadConfig({ ADMIN_EMAILS: 'hr@example.org' })
    expect(demo.ok && demo.config.adminEmails).toEqual(['hr@example.org'])
  })

  it('refuses what is not an e-mail address, without printing it', () => {
    const result = loadConfig({
      ...REGION,
      ADMIN_EMAILS: 'chief@example.com secret-not-an-address',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      {
        variable: 'ADMIN_EMAILS',
        problem: 'must be space-separated e-mail addresses such as admin@example.com',
      },
    ])
    expect(result.message).not.toContain('secret-not-an-address')
  })
})
