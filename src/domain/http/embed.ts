import * as z from 'zod/mini'
import type { HistoryRange } from '../history/history.ts'
import { REGION_IDS, regionIdInputSchema } from '../regions/regions.ts'

/**
 * The embedding contract (docs/embedding.md), shared by the BFF, the SPA's embed view and the
 * portal snippet's documentation so none of them can drift: signed-link claims, the embed API's
 * bodies, and the messages exchanged with the portal page through postMessage.
 */

/** A signed link lives at most this long (exp - iat). */
export const EMBED_LINK_MAX_TTL_S = 600
/** When a link carries `aud`, it must be this value. */
export const EMBED_LINK_AUDIENCE = 'pdd-embed'
/** Longest token accepted (a link is a few hundred characters). */
export const EMBED_TOKEN_MAX_LENGTH = 4096
/** Longest viewer id (`sub`) accepted. */
const EMBED_VIEWER_MAX_LENGTH = 256

/** Error codes of the embed routes, beside the general ones of contract.ts. */
export const EMBED_ERROR_CODES = [
  'embed_disabled',
  'embed_link_invalid',
  'embed_link_expired',
  'embed_link_used',
  'embed_link_wrong_region',
  'embed_region_unavailable',
] as const
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number]

/** Claims of a signed link's JWT payload (registered claims checked separately). */
export const embedLinkClaimsSchema = z.object({
  /** Any case, as the portal's server writes it (`US`); read as the canonical id. */
  region: regionIdInputSchema,
  iat: z.int().check(z.nonnegative()),
  exp: z.int().check(z.positive()),
  jti: z.string().check(z.minLength(8), z.maxLength(128)),
  sub: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(EMBED_VIEWER_MAX_LENGTH),
        z.regex(/^[^\p{Cc}]+$/u, 'no control characters'),
      ),
  ),
  /** Required: a token signed for another of the portal's apps is not a link to this one. */
  aud: z.union([
    z.literal(EMBED_LINK_AUDIENCE),
    z.array(z.string()).check(z.refine((list) => list.includes(EMBED_LINK_AUDIENCE))),
  ]),
})
export type EmbedLinkClaims = z.infer<typeof embedLinkClaimsSchema>

/** `POST /api/embed/session`: the token from the link's fragment and the region the view shows. */
export const embedSessionRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(EMBED_TOKEN_MAX_LENGTH)),
  region: z.optional(regionIdInputSchema),
})
export type EmbedSessionRequest = z.infer<typeof embedSessionRequestSchema>

/** A portal-vouched, read-only session of one region. */
export const embedSessionSchema = z.object({
  region: z.enum(REGION_IDS),
  expiresAt: z.iso.datetime(),
  viewer: z.optional(z.string()),
})
export type EmbedSession = z.infer<typeof embedSessionSchema>

/** `GET /api/embed/session`: the embed sessions this browser holds (empty when none). */
export const embedSessionsResponseSchema = z.object({ sessions: z.array(embedSessionSchema) })
export type EmbedSessionsResponse = z.infer<typeof embedSessionsResponseSchema>

/** `GET /api/embed/config`: what the framed SPA needs before it talks to its parent. */
export const embedConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  signedLinks: z.boolean(),
  /** Display names an operator configured (`TALENT_PHX_NAME`): the view names its region so too. */
  regionNames: z.optional(z.partialRecord(z.enum(REGION_IDS), z.string())),
})
export type EmbedConfig = z.infer<typeof embedConfigSchema>

export const embedApiPaths = {
  config: () => '/api/embed/config',
  session: () => '/api/embed/session',
  regionSession: (region: string) => `/api/embed/session/${encodeURIComponent(region)}`,
  organizationInfo: (region: string) =>
    `/api/embed/regions/${encodeURIComponent(region)}/organization-info`,
  /** The region's snapshots in `range`, for the framed view's sparklines (decision 0225). */
  history: (region: string, range: HistoryRange) =>
    `/api/embed/regions/${encodeURIComponent(region)}/organization-info/history?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`,
} as const

/** Host parameters a portal may put in the embed URL's query string. */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const
export type EmbedTheme = (typeof EMBED_THEMES)[number]

/** Frame → portal: the content's height in CSS pixels, so the portal can size the iframe. */
export const RESIZE_MESSAGE_TYPE = 'pdd:resize'
export interface ResizeMessage {
  type: typeof RESIZE_MESSAGE_TYPE
  /** A whole number of CSS pixels, never negative. */
  height: number
}

/** Portal → frame: change display settings without reloading. Anything else is ignored. */
const SETTINGS_MESSAGE_TYPE = 'pdd:settings'
export const hostSettingsMessageSchema = z.strictObject({
  type: z.literal(SETTINGS_MESSAGE_TYPE),
  theme: z.optional(z.enum(EMBED_THEMES)),
  compact: z.optional(z.boolean()),
  trends: z.optional(z.boolean()),
  locale: z.optional(z.string().check(z.minLength(2), z.maxLength(35))),
})
