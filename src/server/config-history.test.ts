import { describe, expect, it } from 'vitest'
import { emailDomainAllowed } from './config-history.ts'
import { loadConfig } from './config.ts'
import { useBff } from './testing/harness.ts'

describe('history and sign-in policy configuration', () => {
  it('defaults: history on at 02:00 UTC for 1095 days, any e-mail domain', () => {
    const result = loadConfig({})
    if (!result.ok) throw new Error(result.message)
    expect(result.config.history).toEqual({
      enabled: true,
      snapshotTimeUtc: { hour: 2, minute: 0 },
      retentionDays: 1095,
      readsPerSessionPerMinute: 60,
      readsPerIpPerMinute: 600,
    })
    expect(result.config.signInPolicy).toEqual({ allowedEmailDomains: [] })
  })

  it('reads every variable', () => {
    const result = loadConfig({
      HISTORY: 'off',
      SNAPSHOT_TIME_UTC: '23:45',
      HISTORY_RETENTION_DAYS: '30',
      HISTORY_READS_PER_SESSION_PER_MINUTE: '20',
      HISTORY_READS_PER_IP_PER_MINUTE: '200',
      ALLOWED_EMAIL_DOMAINS: ' Example.com  @corp.example.org ',
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.config.history).toEqual({
      enabled: false,
      snapshotTimeUtc: { hour: 23, minute: 45 },
      retentionDays: 30,
      readsPerSessionPerMinute: 20,
      readsPerIpPerMinute: 200,
    })
    expect(result.config.signInPolicy.allowedEmailDomains).toEqual([
      'example.com',
      'corp.example.org',
    ])
  })

  it('names every bad variable in one message', () => {
    const result = loadConfig({
      HISTORY: 'yes',
      SNAPSHOT_TIME_UTC: '24:00',
      HISTORY_RETENTION_DAYS: '0',
      ALLOWED_EMAIL_DOMAINS: 'example.com not a domain',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems.map((problem) => problem.variable)).toEqual([
      'ALLOWED_EMAIL_DOMAINS',
      'HISTORY',
      'HISTORY_RETENTION_DAYS',
      'SNAPSHOT_TIME_UTC',
    ])
    expect(result.message).toContain('SNAPSHOT_TIME_UTC: must be a time of day HH:MM')
    for (const bad of ['2:00', '02:60', '0200', 'noon']) {
      const single = loadConfig({ SNAPSHOT_TIME_UTC: bad })
      expect(single.ok, bad).toBe(false)
    }
  })

  it('matches e-mail domains exactly, ignoring case; an empty list lets anyone in', () => {
    const policy = { allowedEmailDomains: ['example.com'] }
    expect(emailDomainAllowed(policy, 'Demo@EXAMPLE.com')).toBe(true)
    expect(emailDomainAllowed(policy, 'demo@sub.example.com')).toBe(false)
    expect(emailDomainAllowed(policy, 'demo@example.com.evil.test')).toBe(false)
    expect(emailDomainAllowed({ allowedEmailDomains: [] }, 'anyone@anywhere.test')).toBe(true)
  })
})

describe('ALLOWED_EMAIL_DOMAINS at sign-in', () => {
  const bff = useBff()

  it('refuses another domain with 403 email_domain_not_allowed before asking the upstream', async () => {
    const app = await bff.app({ ALLOWED_EMAIL_DOMAINS: 'corp.example.org' })
    const client = bff.client(app)
    const refused = await client.signIn('us')
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({
      error: 'email_domain_not_allowed',
      message: expect.stringContaining('one organization'),
    })
    expect(client.cookie).toBeUndefined()
    expect(await bff.tokens()).toEqual({ valid: 0, expired: 0, invalidated: 0 })
  })

  it('lets a listed domain in', async () => {
    const app = await bff.app({ ALLOWED_EMAIL_DOMAINS: 'corp.example.org example.com' })
    expect((await bff.client(app).signIn('us')).status).toBe(200)
  })
})
