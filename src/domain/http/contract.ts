import * as z from 'zod/mini'
import { REGION_IDS } from '../regions/regions.ts'

/**
 * Schemas of the BFF's HTTP contract (docs/api.md), shared by the BFF,
 * the SPA's API layer and the MSW handlers so the three cannot drift apart. They use `zod/mini`,
 * whose functional API tree-shakes, to keep the browser bundle within its budget (decision 0006).
 */

export const CSRF_HEADER = 'X-CSRF'
export const CSRF_VALUE = '1'

export const ERROR_CODES = [
  'invalid_request',
  'unknown_region',
  'invalid_credentials',
  'rate_limited',
  'upstream_error',
  'upstream_unavailable',
  'upstream_timeout',
  'not_signed_in',
  'session_expired',
  'csrf',
  'forbidden_origin',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'internal_error',
  'store_unavailable',
  'misdirected_request',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'email_domain_not_allowed',
  'not_admin',
  'conflict',
  'overloaded',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Which sign-in budget a `429 rate_limited` answer found used up. */
export const RATE_LIMIT_SCOPES = ['email', 'network'] as const
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number]

/**
 * The body of `429 rate_limited`: the error shape plus `scope`, the budget that is used up
 * (`email`: failed sign-ins for this address; `network`: attempts or failures from the client's
 * IP). `scope` is optional: other 429s (embed links) may leave it out. When to retry is the
 * `Retry-After` header.
 */
export const rateLimitedBodySchema = z.object({
  error: z.literal('rate_limited'),
  message: z.string(),
  scope: z.optional(z.enum(RATE_LIMIT_SCOPES)),
})
export type RateLimitedBody = z.infer<typeof rateLimitedBodySchema>

export const regionIdSchema = z.enum(REGION_IDS)

/** Display names an operator configured, by region (`TALENT_PHX_NAME`). */
const regionNamesSchema = z.partialRecord(regionIdSchema, z.string())

export const regionsResponseSchema = z.object({
  regions: z.array(
    z.object({
      id: regionIdSchema,
      label: z.string(),
      signedIn: z.boolean(),
    }),
  ),
  /** ORGANIZATION_NAME: the name on reports, slides and images. */
  organizationName: z.string(),
  /** Demo mode: every figure is the simulator's, and every export says so. */
  demo: z.boolean(),
  /** MIN_GROUP_SIZE: distributions below it are withheld (0: off); exports state the rule. */
  minGroupSize: z.int().check(z.nonnegative()),
  /** Display names an operator configured (`TALENT_PHX_NAME`), shown as they are in every language. */
  regionNames: z.optional(regionNamesSchema),
})
export type RegionsResponse = z.infer<typeof regionsResponseSchema>

const EMAIL_MAX_LENGTH = 254
const API_KEY_MAX_LENGTH = 512

export const signInRequestSchema = z.object({
  region: z.string().check(z.minLength(1, 'Choose a region.')),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, 'The e-mail address is too long.')),
    z.email('Enter a valid e-mail address.'),
  ),
  apiKey: z
    .string()
    .check(
      z.minLength(1, 'Enter your API key.'),
      z.maxLength(API_KEY_MAX_LENGTH, 'The API key is too long.'),
    ),
})
export type SignInRequest = z.infer<typeof signInRequestSchema>

export const sessionSchema = z.object({
  region: regionIdSchema,
  email: z.string(),
  expiresAt: z.iso.datetime(),
})
export type SessionInfo = z.infer<typeof sessionSchema>

export const sessionsResponseSchema = z.object({
  sessions: z.array(sessionSchema),
})
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>

/** BFF paths, built in one place. */
export const apiPaths = {
  regions: () => '/api/regions',
  session: () => '/api/session',
  regionSession: (region: string) => `/api/session/${encodeURIComponent(region)}`,
  organizationInfo: (region: string) =>
    `/api/regions/${encodeURIComponent(region)}/organization-info`,
} as const
