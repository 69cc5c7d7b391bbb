import { z } from 'zod'
import { integerSchema } from './config-schemas.ts'

/** Snapshots of Organization Info kept by the BFF (issue 14; docs/operations.md, "History"). */
export interface HistoryConfig {
  /** HISTORY=on: snapshots are recorded and the history route answers; off: neither. */
  readonly enabled: boolean
  /** SNAPSHOT_TIME_UTC: when the daily collector runs, in UTC. */
  readonly snapshotTimeUtc: { readonly hour: number; readonly minute: number }
  /** HISTORY_RETENTION_DAYS: snapshots older than this many days are deleted. */
  readonly retentionDays: number
  /** HISTORY_READS_PER_SESSION_PER_MINUTE: history reads of one signed-in region (decision 0173). */
  readonly readsPerSessionPerMinute: number
  /** HISTORY_READS_PER_IP_PER_MINUTE: history reads from one client IP. */
  readonly readsPerIpPerMinute: number
}

/** One deployment serves one organization (docs/operations.md, "One organization"). */
export interface SignInPolicyConfig {
  /** ALLOWED_EMAIL_DOMAINS, lower case; empty: any domain may sign in. */
  readonly allowedEmailDomains: readonly string[]
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** The history and sign-in policy variables, merged into the general schema by config.ts. */
export const historyEnvShape = {
  HISTORY: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  SNAPSHOT_TIME_UTC: z
    .string()
    .trim()
    .regex(TIME_PATTERN, 'must be a time of day HH:MM (24 hours, UTC), e.g. 02:00')
    .default('02:00'),
  HISTORY_RETENTION_DAYS: integerSchema(1, 36_500, 1095),
  HISTORY_READS_PER_SESSION_PER_MINUTE: integerSchema(1, 100_000, 60),
  HISTORY_READS_PER_IP_PER_MINUTE: integerSchema(1, 100_000, 600),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const domains = value
        .toLowerCase()
        .split(/\s+/)
        .filter((part) => part !== '')
        .map((part) => part.replace(/^@/, ''))
      if (domains.some((domain) => !DOMAIN_PATTERN.test(domain))) {
        context.addIssue({
          code: 'custom',
          message: 'must be space-separated e-mail domains such as example.com',
        })
        return z.NEVER
      }
      return domains
    }),
}

type HistoryEnv = {
  [Name in keyof typeof historyEnvShape]: z.output<(typeof historyEnvShape)[Name]>
}

export function historyConfigFrom(values: HistoryEnv): HistoryConfig {
  const [, hour = '2', minute = '0'] = TIME_PATTERN.exec(values.SNAPSHOT_TIME_UTC) ?? []
  return {
    enabled: values.HISTORY === 'on',
    snapshotTimeUtc: { hour: Number(hour), minute: Number(minute) },
    retentionDays: values.HISTORY_RETENTION_DAYS,
    readsPerSessionPerMinute: values.HISTORY_READS_PER_SESSION_PER_MINUTE,
    readsPerIpPerMinute: values.HISTORY_READS_PER_IP_PER_MINUTE,
  }
}

/** Whether `email` may sign in under `policy`: its domain is listed, or the list is empty. */
export function emailDomainAllowed(policy: SignInPolicyConfig, email: string): boolean {
  if (policy.allowedEmailDomains.length === 0) return true
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return policy.allowedEmailDomains.includes(domain)
}
