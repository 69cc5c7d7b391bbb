import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { REGIONS } from '../domain/regions/regions.ts'
import type { RegionId, RegionNames } from '../domain/regions/regions.ts'
import { buildRegionConfigs } from './config-regions.ts'
import type { ClientCredentials, ConfigProblem, RegionConfig } from './config-regions.ts'
import { historyConfigFrom, historyEnvShape } from './config-history.ts'
import { overloadConfigFrom, overloadEnvShape, type OverloadConfig } from './config-overload.ts'
import type { HistoryConfig, SignInPolicyConfig } from './config-history.ts'
import { metricsConfigFrom, metricsEnvShape } from './config-metrics.ts'
import type { MetricsConfig } from './config-metrics.ts'
import {
  emailListSchema,
  hostListSchema,
  httpPathSchema,
  integerSchema,
  optionalIntegerSchema,
  originListSchema,
  publicOriginSchema,
  secretSchema,
  type Env,
} from './config-schemas.ts'

import type { StoreConfig } from './store/store.ts'

export type { RegionConfig } from './config-regions.ts'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface UpstreamConfig {
  /** TCP/TLS connect timeout of one attempt. */
  readonly connectTimeoutMs: number
  /** Budget of one upstream call, all retries and back-off included. */
  readonly timeoutMs: number
  /** Extra attempts of an idempotent GET after a network error or a 502/503/504. */
  readonly retries: number
  /** Base of the jittered exponential back-off between retries. */
  readonly retryBaseDelayMs: number
  /** Largest upstream response body read; a larger one is an upstream error. */
  readonly maxResponseBytes: number
}

export interface SignInLimitConfig {
  /** Sign-ins with a wrong key per client IP per minute (the name is older than that meaning). */
  readonly attemptsPerIpPerMinute: number
  /** Sign-ins with a wrong key (and refused embed links) per client IP per failure window. */
  readonly failuresPerIp: number
  /** Sign-ins with a wrong key per e-mail address per failure window. */
  readonly failuresPerEmail: number
  readonly failureWindowS: number
}

/** Timeouts of the HTTP server (docs/operations.md, decision 0062). */
export interface ServerTimeouts {
  /** Whole request, headers and body, from the first byte. */
  readonly requestTimeoutMs: number
  /** Request line and headers. */
  readonly headersTimeoutMs: number
  /** An idle kept-alive connection between requests. */
  readonly keepAliveTimeoutMs: number
}

export interface AppConfig {
  /** No region base URL set: the simulator runs in-process (main.ts points the regions at it). */
  readonly demo: boolean
  readonly port: number
  readonly host: string
  readonly regions: readonly RegionConfig[]
  readonly orgInfoPath: string
  readonly invalidatePath: string
  readonly sessionSecret: string
  readonly minGroupSize: number
  /** MIN_CELL_SIZE: a distribution whose yes or no count is below it is withheld; undefined: off. */
  readonly minCellSize: number | undefined
  readonly sessionMaxAgeS: number
  readonly sessionIdleS: number
  readonly trustProxy: number
  readonly embedAllowedOrigins: readonly string[]
  readonly embedSigningSecret: string | undefined
  readonly logLevel: LogLevel
  readonly upstream: UpstreamConfig
  /** Per-session cache of Organization Info; 0 turns it off. */
  readonly orgInfoCacheTtlMs: number
  readonly signInLimits: SignInLimitConfig
  /** DEVICE_COOKIE_MAX_AGE_S: how long a browser stays a known device (decision 0400); 0: off. */
  readonly deviceCookieMaxAgeS: number
  /** DATABASE_URL: PostgreSQL; otherwise SQLite in DATA_DIR (resolved against the working directory). */
  readonly store: StoreConfig
  /** The origin users open; the Host and Origin checks compare against it (decision 0063). */
  readonly publicOrigin: string
  /** Demo mode without PUBLIC_ORIGIN: the origin follows the port the app listens on. */
  readonly publicOriginFollowsPort: boolean
  /** Extra `host:port` names accepted in Host, lower case. */
  readonly allowedHosts: readonly string[]
  readonly timeouts: ServerTimeouts
  /** Organization Info reads that go upstream (decisions 0068, 0069). */
  readonly upstreamReads: {
    readonly perSessionPerMinute: number
    readonly hedgeAfterMs: number
  }
  readonly history: HistoryConfig
  /** When requests are shed with 503 overloaded (decision 0253). */
  readonly overload: OverloadConfig
  /** METRICS_PORT / METRICS_TOKEN (decision 0176). */
  readonly metrics: MetricsConfig
  readonly signInPolicy: SignInPolicyConfig
  /** ORGANIZATION_NAME: the name on reports, slides and images. */
  readonly organizationName: string
  /**
   * `TALENT_PHX_NAME`: the display name an operator gave PHX, the one region the spec names by a
   * code only. A region without one keeps its built-in, translated name.
   */
  readonly regionNames: RegionNames
  /** ADMIN_EMAILS, lower case: who may edit targets, events and definitions (decision 0210). */
  readonly adminEmails: readonly string[]
}

/** ADMIN_EMAILS in demo mode when unset: the simulator's demo user (config.test.ts compares them). */
export const DEMO_ADMIN_EMAIL = 'demo@example.com'

export type ConfigResult =
  | { readonly ok: true; readonly config: AppConfig }
  | { readonly ok: false; readonly message: string; readonly problems: readonly ConfigProblem[] }

const generalSchema = z.object({
  PORT: integerSchema(0, 65_535, 8080),
  HOST: z.string().trim().min(1, 'must not be empty').optional(),
  TALENT_ORG_INFO_PATH: httpPathSchema('/api/v2/core/organization-info'),
  TALENT_INVALIDATE_PATH: httpPathSchema('/oauth/v1/invalidate'),
  SESSION_SECRET: secretSchema.optional(),
  MIN_GROUP_SIZE: integerSchema(0, 1_000_000, 5),
  MIN_CELL_SIZE: optionalIntegerSchema(1, 1_000_000),
  ORGANIZATION_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(120, 'must be at most 120 characters')
    .default('Pipeline Diversity'),
  TALENT_PHX_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(80, 'must be at most 80 characters')
    .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters')
    .optional(),
  SESSION_MAX_AGE_S: integerSchema(60, 864_000, 43_200),
  SESSION_IDLE_S: integerSchema(60, 864_000, 7200),
  TRUST_PROXY: integerSchema(0, 10, 0),
  EMBED_ALLOWED_ORIGINS: originListSchema,
  EMBED_SIGNING_SECRET: secretSchema.optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  UPSTREAM_CONNECT_TIMEOUT_MS: integerSchema(1, 120_000, 3000),
  UPSTREAM_TIMEOUT_MS: integerSchema(1, 300_000, 10_000),
  UPSTREAM_RETRIES: integerSchema(0, 5, 2),
  UPSTREAM_RETRY_BASE_DELAY_MS: integerSchema(0, 10_000, 100),
  UPSTREAM_MAX_RESPONSE_BYTES: integerSchema(1024, 64 * 1024 * 1024, 1024 * 1024),
  ORG_INFO_CACHE_TTL_MS: integerSchema(0, 600_000, 5000),
  SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE: integerSchema(1, 100_000, 60),
  SIGNIN_FAILURES_PER_IP: integerSchema(1, 100_000, 100),
  SIGNIN_FAILURES_PER_EMAIL: integerSchema(1, 100_000, 10),
  SIGNIN_FAILURE_WINDOW_S: integerSchema(1, 86_400, 900),
  // 400 days at most: browsers keep no cookie longer.
  DEVICE_COOKIE_MAX_AGE_S: integerSchema(0, 34_560_000, 15_552_000),
  DATA_DIR: z.string().default('./data'),
  STORE_START_WAIT_S: integerSchema(0, 86_400, 300),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// address')
    .optional(),
  PUBLIC_ORIGIN: publicOriginSchema.optional(),
  ALLOWED_HOSTS: hostListSchema,
  REQUEST_TIMEOUT_MS: integerSchema(100, 600_000, 30_000),
  HEADERS_TIMEOUT_MS: integerSchema(100, 600_000, 10_000),
  KEEP_ALIVE_TIMEOUT_MS: integerSchema(100, 600_000, 72_000),
  UPSTREAM_READS_PER_SESSION_PER_MINUTE: integerSchema(1, 100_000, 120),
  ORG_INFO_HEDGE_AFTER_MS: integerSchema(1, 300_000, 1000),
  ...historyEnvShape,
  ...overloadEnvShape,
  ...metricsEnvShape,
  ADMIN_EMAILS: emailListSchema,
})

/** Empty values count as unset (as `FOO=` in a compose file or a shell usually means). */
function withoutEmptyValues(env: Env): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') result[name] = value
  }
  return result
}

function describe(problems: readonly ConfigProblem[]): string {
  const lines = problems.map((problem) => `  - ${problem.variable}: ${problem.problem}`)
  return [`Invalid configuration (${problems.length} problem(s)):`, ...lines].join('\n')
}

/**
 * Reads the configuration contract (README, "Configuration") from an environment. Pure apart from the
 * random session secret of demo mode. Never puts a value into a message, only variable names.
 */
export function loadConfig(rawEnv: Env): ConfigResult {
  const env = withoutEmptyValues(rawEnv)
  const problems: ConfigProblem[] = []
  const parsed = generalSchema.safeParse(env)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ variable: String(issue.path[0] ?? 'environment'), problem: issue.message })
    }
  }
  const regions = buildRegionConfigs(env, problems)
  const demo = REGIONS.every((region) => env[`TALENT_${region.envKey}_BASE_URL`] === undefined)
  if (!demo && env.SESSION_SECRET === undefined) {
    problems.push({
      variable: 'SESSION_SECRET',
      problem: 'required when a region is configured (at least 32 characters)',
    })
  }
  if (!demo && env.PUBLIC_ORIGIN === undefined) {
    problems.push({
      variable: 'PUBLIC_ORIGIN',
      problem:
        'required when a region is configured (the origin users open, e.g. https://dashboard.example.com)',
    })
  }
  if (Number(env.HEADERS_TIMEOUT_MS ?? 10_000) > Number(env.REQUEST_TIMEOUT_MS ?? 30_000)) {
    problems.push({
      variable: 'HEADERS_TIMEOUT_MS',
      problem: 'must not be longer than REQUEST_TIMEOUT_MS',
    })
  }
  if (!parsed.success || problems.length > 0) {
    const sorted = [...problems].sort((a, b) => a.variable.localeCompare(b.variable))
    return { ok: false, message: describe(sorted), problems: sorted }
  }
  const values = parsed.data
  const regionNames: RegionNames =
    values.TALENT_PHX_NAME === undefined ? {} : { phx: values.TALENT_PHX_NAME }
  return {
    ok: true,
    config: {
      demo,
      port: values.PORT,
      host: values.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
      regions: regions.map((region) => ({
        ...region,
        label: regionNames[region.id] ?? region.label,
      })),
      orgInfoPath: values.TALENT_ORG_INFO_PATH,
      invalidatePath: values.TALENT_INVALIDATE_PATH,
      sessionSecret: values.SESSION_SECRET ?? randomBytes(48).toString('base64url'),
      minGroupSize: values.MIN_GROUP_SIZE,
      minCellSize: values.MIN_CELL_SIZE,
      sessionMaxAgeS: values.SESSION_MAX_AGE_S,
      sessionIdleS: values.SESSION_IDLE_S,
      trustProxy: values.TRUST_PROXY,
      embedAllowedOrigins: values.EMBED_ALLOWED_ORIGINS,
      embedSigningSecret: values.EMBED_SIGNING_SECRET,
      logLevel: values.LOG_LEVEL,
      upstream: {
        connectTimeoutMs: values.UPSTREAM_CONNECT_TIMEOUT_MS,
        timeoutMs: values.UPSTREAM_TIMEOUT_MS,
        retries: values.UPSTREAM_RETRIES,
        retryBaseDelayMs: values.UPSTREAM_RETRY_BASE_DELAY_MS,
        maxResponseBytes: values.UPSTREAM_MAX_RESPONSE_BYTES,
      },
      orgInfoCacheTtlMs: values.ORG_INFO_CACHE_TTL_MS,
      signInLimits: {
        attemptsPerIpPerMinute: values.SIGNIN_ATTEMPTS_PER_IP_PER_MINUTE,
        failuresPerIp: values.SIGNIN_FAILURES_PER_IP,
        failuresPerEmail: values.SIGNIN_FAILURES_PER_EMAIL,
        failureWindowS: values.SIGNIN_FAILURE_WINDOW_S,
      },
      deviceCookieMaxAgeS: values.DEVICE_COOKIE_MAX_AGE_S,
      store:
        values.DATABASE_URL === undefined
          ? { engine: 'sqlite', dataDir: path.resolve(values.DATA_DIR) }
          : {
              engine: 'postgres',
              url: values.DATABASE_URL,
              startWaitMs: values.STORE_START_WAIT_S * 1000,
            },
      publicOrigin: values.PUBLIC_ORIGIN ?? `http://localhost:${values.PORT}`,
      publicOriginFollowsPort: values.PUBLIC_ORIGIN === undefined,
      allowedHosts: values.ALLOWED_HOSTS,
      timeouts: {
        requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
        headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
        keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      },
      upstreamReads: {
        perSessionPerMinute: values.UPSTREAM_READS_PER_SESSION_PER_MINUTE,
        hedgeAfterMs: values.ORG_INFO_HEDGE_AFTER_MS,
      },
      history: historyConfigFrom(values),
      overload: overloadConfigFrom(values),
      metrics: metricsConfigFrom(values),
      signInPolicy: { allowedEmailDomains: values.ALLOWED_EMAIL_DOMAINS },
      organizationName: values.ORGANIZATION_NAME,
      regionNames,
      adminEmails: values.ADMIN_EMAILS ?? (demo ? [DEMO_ADMIN_EMAIL] : []),
    },
  }
}

/** What demo mode needs from the in-process simulator. */
export interface DemoUpstream {
  regionBaseUrl(id: RegionId): string
  basicCredential(id: RegionId): string
  /** The region's client-credentials pair, so signed embed links work in demo mode (0058). */
  clientCredentials?(id: RegionId): ClientCredentials
}

/** Demo mode: every region points at the in-process simulator. */
export function withDemoRegions(config: AppConfig, upstream: DemoUpstream): AppConfig {
  return {
    ...config,
    regions: REGIONS.map((region) => ({
      id: region.id,
      label: config.regionNames[region.id] ?? region.label,
      baseUrl: upstream.regionBaseUrl(region.id).replace(/\/+$/, ''),
      basicCredential: upstream.basicCredential(region.id),
      clientCredentials: upstream.clientCredentials?.(region.id),
    })),
  }
}
