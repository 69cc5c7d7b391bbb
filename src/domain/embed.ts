import { z } from 'zod'
import { REGION_IDS } from './regions.ts'

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
export const EMBED_VIEWER_MAX_LENGTH = 256

/** Error codes of the embed routes, beside the general ones of contract.ts. */
export const EMBED_ERROR_CODES = [
  'embed_disabled',
  'embed_link_invalid',
  'embed_link_expired',
  'embed_link_used',
  'embed_link_wrong_region',
  'embed_region_unavailable',
  'embed_unavailable',
] as const
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number]

export function isEmbedErrorCode(value: unknown): value is EmbedErrorCode {
  return typeof value === 'string' && (EMBED_ERROR_CODES as readonly string[]).includes(value)
}

/** Claims of a signed link's JWT payload (registered claims checked separately). */
export const embedLinkClaimsSchema = z.object({
  region: z.enum(REGION_IDS),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  jti: z.string().min(8).max(128),
  sub: z
    .string()
    .min(1)
    .max(EMBED_VIEWER_MAX_LENGTH)
    .regex(/^[^\p{Cc}]+$/u, 'no control characters')
    .optional(),
  aud: z
    .union([
      z.literal(EMBED_LINK_AUDIENCE),
      z.array(z.string()).refine((list) => list.includes(EMBED_LINK_AUDIENCE)),
    ])
    .optional(),
})
export type EmbedLinkClaims = z.infer<typeof embedLinkClaimsSchema>

/** `POST /api/embed/session`: the token from the link's fragment and the region the view shows. */
export const embedSessionRequestSchema = z.object({
  token: z.string().min(1).max(EMBED_TOKEN_MAX_LENGTH),
  region: z.enum(REGION_IDS).optional(),
})
export type EmbedSessionRequest = z.infer<typeof embedSessionRequestSchema>

/** A portal-vouched, read-only session of one region. */
export const embedSessionSchema = z.object({
  region: z.enum(REGION_IDS),
  expiresAt: z.iso.datetime(),
  viewer: z.string().optional(),
})
export type EmbedSession = z.infer<typeof embedSessionSchema>

/** `GET /api/embed/session`: the embed sessions this browser holds (empty when none). */
export const embedSessionsResponseSchema = z.object({ sessions: z.array(embedSessionSchema) })
export type EmbedSessionsResponse = z.infer<typeof embedSessionsResponseSchema>

/** `GET /api/embed/config`: what the framed SPA needs before it talks to its parent. */
export const embedConfigSchema = z.object({
  allowedOrigins: z.array(z.string()),
  signedLinks: z.boolean(),
})
export type EmbedConfig = z.infer<typeof embedConfigSchema>

export const embedApiPaths = {
  config: () => '/api/embed/config',
  session: () => '/api/embed/session',
  regionSession: (region: string) => `/api/embed/session/${encodeURIComponent(region)}`,
  organizationInfo: (region: string) =>
    `/api/embed/regions/${encodeURIComponent(region)}/organization-info`,
} as const

/** Host parameters a portal may put in the embed URL's query string. */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const
export type EmbedTheme = (typeof EMBED_THEMES)[number]

/** Frame → portal: the content's height in CSS pixels, so the portal can size the iframe. */
export const RESIZE_MESSAGE_TYPE = 'pdd:resize'
export const resizeMessageSchema = z
  .object({
    type: z.literal(RESIZE_MESSAGE_TYPE),
    height: z.number().int().nonnegative().max(100_000),
  })
  .strict()
export type ResizeMessage = z.infer<typeof resizeMessageSchema>

/** Portal → frame: change display settings without reloading. Anything else is ignored. */
export const SETTINGS_MESSAGE_TYPE = 'pdd:settings'
export const hostSettingsMessageSchema = z
  .object({
    type: z.literal(SETTINGS_MESSAGE_TYPE),
    theme: z.enum(EMBED_THEMES).optional(),
    compact: z.boolean().optional(),
    locale: z.string().min(2).max(35).optional(),
  })
  .strict()
export type HostSettingsMessage = z.infer<typeof hostSettingsMessageSchema>
