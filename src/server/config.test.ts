import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, withDemoRegions } from './config.ts'

const secret = 'a-session-secret-that-is-long-enough-123'
const basic = Buffer.from('us-client:us-secret').toString('base64')

function expectOk(env: Record<string, string | undefined>) {
  const result = loadConfig(env)
  if (!result.ok) throw new Error(`expected a valid config, got:\n${result.message}`)
  return result.config
}

describe('loadConfig', () => {
  it('names reports after ORGANIZATION_NAME, "Pipeline Diversity" by default', () => {
    expect(expectOk({}).organizationName).toBe('Pipeline Diversity')
    expect(expectOk({ ORGANIZATION_NAME: '  Acme Corp  ' }).organizationName).toBe('Acme Corp')
    // Blank is unset, like every variable: the default applies.
    expect(expectOk({ ORGANIZATION_NAME: '   ' }).organizationName).toBe('Pipeline Diversity')
    const long = loadConfig({ ORGANIZATION_NAME: 'x'.repeat(121) })
    expect(long.ok ? [] : long.problems.map((problem) => problem.variable)).toEqual([
      'ORGANIZATION_NAME',
    ])
  })

  it('names PHX "Phoenix (PHX)" unless TALENT_PHX_NAME names it, in demo mode and out of it', () => {
    const phx = { TALENT_PHX_BASE_URL: 'http://127.0.0.1:4010/phx', TALENT_PHX_BASIC_AUTH: basic }
    const configured = { ...phx, SESSION_SECRET: secret, PUBLIC_ORIGIN: 'http://localhost' }
    expect(expectOk(configured).regions[0]?.label).toBe('Phoenix (PHX)')
    expect(expectOk(configured).regionNames).toEqual({})
    const named = expectOk({ ...configured, TALENT_PHX_NAME: '  Phoenix Sky Harbor  ' })
    expect(named.regions[0]?.label).toBe('Phoenix Sky Harbor')
    expect(named.regionNames).toEqual({ phx: 'Phoenix Sky Harbor' })
    const demo = withDemoRegions(expectOk({ TALENT_PHX_NAME: 'West' }), {
      regionBaseUrl: (id) => `http://127.0.0.1:4010/${id}`,
      basicCredential: () => basic,
    })
    expect(demo.regions.find((region) => region.id === 'phx')?.label).toBe('West')
    for (const bad of ['x'.repeat(81), 'Phoenix\u0007']) {
      const result = loadConfig({ TALENT_PHX_NAME: bad })
      expect(result.ok ? [] : result.problems.map((problem) => problem.variable)).toEqual([
        'TALENT_PHX_NAME',
      ])
    }
  })

  it('with no region set runs in demo mode with the documented defaults', () => {
    const config = expectOk({})
    expect(config).toMatchObject({
      demo: true,
      port: 8080,
      host: '127.0.0.1',
      regions: [],
      orgInfoPath: '/api/v2/core/organization-info',
      invalidatePath: '/oauth/v1/invalidate',
      minGroupSize: 5,
      sessionMaxAgeS: 43_200,
      sessionIdleS: 7200,
      trustProxy: 0,
      embedAllowedOrigins: [],
      embedSigningSecret: undefined,
      logLevel: 'info',
      orgInfoCacheTtlMs: 5000,
    })
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32)
    expect(expectOk({}).sessionSecret).not.toBe(config.sessionSecret)
  })

  it('reads configured regions and binds to all interfaces outside demo mode', () => {
    const config = expectOk({
      TALENT_US_BASE_URL: 'https://us.example.com/base/',
      TALENT_US_BASIC_AUTH: basic,
      TALENT_PHX_BASE_URL: 'http://127.0.0.1:4010/phx',
      TALENT_PHX_BASIC_AUTH: basic,
      TALENT_PHX_CLIENT_ID: 'id',
      TALENT_PHX_CLIENT_SECRET: 'secret',
      SESSION_SECRET: secret,
      EMBED_ALLOWED_ORIGINS: ' https://portal.example.com  http://localhost:3000 ',
      TRUST_PROXY: '1',
      MIN_GROUP_SIZE: '0',
      LOG_LEVEL: 'warn',
      PORT: '9000',
      PUBLIC_ORIGIN: 'https://Dashboard.Example.com:443',
      ALLOWED_HOSTS: ' dashboard.internal:9000  10.0.0.5:9000 ',
      REQUEST_TIMEOUT_MS: '20000',
    })
    expect(config.demo).toBe(false)
    expect(config.host).toBe('0.0.0.0')
    expect(config.port).toBe(9000)
    expect(config.sessionSecret).toBe(secret)
    expect(config.regions.map((r) => [r.id, r.baseUrl])).toEqual([
      ['us', 'https://us.example.com/base'],
      ['phx', 'http://127.0.0.1:4010/phx'],
    ])
    expect(config.regions[1]?.clientCredentials).toEqual({ clientId: 'id', clientSecret: 'secret' })
    expect(config.embedAllowedOrigins).toEqual([
      'https://portal.example.com',
      'http://localhost:3000',
    ])
    expect(config.trustProxy).toBe(1)
    expect(config.minGroupSize).toBe(0)
    expect(config.logLevel).toBe('warn')
    expect(config.publicOrigin).toBe('https://dashboard.example.com')
    expect(config.publicOriginFollowsPort).toBe(false)
    expect(config.allowedHosts).toEqual(['dashboard.internal:9000', '10.0.0.5:9000'])
    expect(config.timeouts).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
    })
  })

  it('in demo mode defaults PUBLIC_ORIGIN to http://localhost:<PORT>, following the port', () => {
    const config = expectOk({ PORT: '9100' })
    expect(config.publicOrigin).toBe('http://localhost:9100')
    expect(config.publicOriginFollowsPort).toBe(true)
    expect(config.allowedHosts).toEqual([])
  })

  it('refuses a PUBLIC_ORIGIN that is not an origin, bad ALLOWED_HOSTS and crossed timeouts', () => {
    const result = loadConfig({
      PUBLIC_ORIGIN: 'https://dashboard.example.com/app',
      ALLOWED_HOSTS: 'ok.example:80 http://bad.example',
      HEADERS_TIMEOUT_MS: '40000',
      REQUEST_TIMEOUT_MS: '30000',
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems.map((p) => p.variable)).toEqual([
        'ALLOWED_HOSTS',
        'HEADERS_TIMEOUT_MS',
        'PUBLIC_ORIGIN',
      ])
    }
  })

  it('treats empty values as unset', () => {
    const config = expectOk({ TALENT_US_BASE_URL: '', PORT: '', SESSION_SECRET: ' ' })
    expect(config.demo).toBe(true)
    expect(config.port).toBe(8080)
  })

  it('names every bad variable in one message and never prints a value', () => {
    const badSecret = 'short-secret-value'
    const result = loadConfig({
      PORT: 'eighty',
      TALENT_US_BASE_URL: 'ftp://us.example.com',
      TALENT_EU_BASE_URL: 'https://eu.example.com',
      TALENT_GOV_BASIC_AUTH: 'Z292LWNsaWVudDpnb3Ytc2VjcmV0',
      TALENT_CA_BASE_URL: 'https://ca.example.com',
      TALENT_CA_BASIC_AUTH: 'Basic abc def',
      TALENT_AP_BASE_URL: 'https://ap.example.com',
      TALENT_AP_BASIC_AUTH: basic,
      TALENT_AP_CLIENT_ID: 'only-the-id',
      SESSION_SECRET: badSecret,
      MIN_GROUP_SIZE: '-1',
      SESSION_IDLE_S: '1.5',
      TRUST_PROXY: 'true',
      EMBED_ALLOWED_ORIGINS: 'https://portal.example.com/path',
      EMBED_SIGNING_SECRET: 'tiny',
      LOG_LEVEL: 'verbose',
      TALENT_ORG_INFO_PATH: 'api/v2?x=1',
      TALENT_INVALIDATE_PATH: '/a/../b',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const named = new Set(result.problems.map((problem) => problem.variable))
    expect([...named].sort()).toEqual(
      [
        'PORT',
        'TALENT_US_BASE_URL',
        'TALENT_US_BASIC_AUTH',
        'TALENT_EU_BASIC_AUTH',
        'TALENT_GOV_BASIC_AUTH',
        'TALENT_CA_BASIC_AUTH',
        'TALENT_AP_CLIENT_SECRET',
        'SESSION_SECRET',
        'MIN_GROUP_SIZE',
        'SESSION_IDLE_S',
        'TRUST_PROXY',
        'EMBED_ALLOWED_ORIGINS',
        'EMBED_SIGNING_SECRET',
        'LOG_LEVEL',
        'TALENT_ORG_INFO_PATH',
        'TALENT_INVALIDATE_PATH',
        'PUBLIC_ORIGIN',
      ].sort(),
    )
    for (const variable of named) expect(result.message).toContain(variable)
    for (const value of [badSecret, 'Basic abc def', 'only-the-id', 'tiny', 'verbose', 'eighty']) {
      expect(result.message).not.toContain(value)
    }
  })

  it('keeps the store in ./data by default and uses PostgreSQL when DATABASE_URL is set', () => {
    expect(expectOk({}).store).toEqual({ engine: 'sqlite', dataDir: path.resolve('data') })
    expect(expectOk({ DATA_DIR: '/var/lib/pdd' }).store).toEqual({
      engine: 'sqlite',
      dataDir: '/var/lib/pdd',
    })
    const url = 'postgres://app:pw@db.internal:5432/pdd'
    expect(expectOk({ DATABASE_URL: url, DATA_DIR: '/ignored' }).store).toEqual({
      engine: 'postgres',
      url,
      startWaitMs: 300_000,
    })
    expect(expectOk({ DATABASE_URL: url, STORE_START_WAIT_S: '0' }).store).toMatchObject({
      startWaitMs: 0,
    })
    const bad = loadConfig({ DATABASE_URL: 'mysql://app:secret-pw@db/pdd' })
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.message).toContain('DATABASE_URL')
      expect(bad.message).not.toContain('secret-pw')
    }
  })

  it('requires SESSION_SECRET and PUBLIC_ORIGIN once a region is configured', () => {
    const result = loadConfig({
      TALENT_US_BASE_URL: 'https://us.example.com',
      TALENT_US_BASIC_AUTH: basic,
    })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.problems.map((p) => p.variable)).toEqual(['PUBLIC_ORIGIN', 'SESSION_SECRET'])
    }
  })
})

describe('withDemoRegions', () => {
  it('points every region at the simulator', () => {
    const config = withDemoRegions(expectOk({}), {
      regionBaseUrl: (id) => `http://127.0.0.1:4010/${id}/`,
      basicCredential: (id) => Buffer.from(`${id}-client:${id}-secret`).toString('base64'),
    })
    expect(config.regions).toHaveLength(8)
    expect(config.regions[0]).toMatchObject({ id: 'us', baseUrl: 'http://127.0.0.1:4010/us' })
  })
})
