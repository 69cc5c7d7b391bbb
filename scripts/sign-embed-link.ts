/**
 * Prints a signed embed link, as a portal's server would build it (docs/embedding.md).
 *
 *   EMBED_SIGNING_SECRET=... npx node scripts/sign-embed-link.ts --region us \
 *     --base http://localhost:8080 [--viewer emp-42] [--ttl 300] [--theme dark] [--compact] [--no-trends] [--locale fr-CA]
 *
 * The token travels in the URL fragment (`#token=...`): browsers never send a fragment to a
 * server, so it stays out of access logs and Referer headers; the SPA removes it from the
 * address at once and exchanges it once.
 */
import { parseArgs } from 'node:util'
import { EMBED_LINK_MAX_TTL_S, EMBED_THEMES } from '../src/domain/http/embed.ts'
import { regionIdFrom } from '../src/domain/regions/regions.ts'
import { signEmbedLink } from '../src/server/embed/link-token.ts'

export const USAGE = `Usage: EMBED_SIGNING_SECRET=... npx node scripts/sign-embed-link.ts --region <id> --base <app URL>
         [--viewer <id>] [--ttl <seconds, 1-${EMBED_LINK_MAX_TTL_S}, default 300>]
         [--theme light|dark|auto] [--compact] [--no-trends] [--locale <BCP 47 tag>]`

export interface LinkRequest {
  readonly secret: string
  readonly region: string
  readonly base: string
  readonly viewer?: string | undefined
  readonly ttlS?: number | undefined
  readonly theme?: string | undefined
  readonly compact?: boolean | undefined
  /** false: the link turns the sparklines and change lines off (`trends=0`). */
  readonly trends?: boolean | undefined
  readonly locale?: string | undefined
  readonly now?: Date
}

/** The embed URL of a region with its host parameters and the signed token in the fragment. */
export async function buildEmbedLink(request: LinkRequest): Promise<string> {
  if (request.secret.length < 32) {
    throw new Error('EMBED_SIGNING_SECRET must be set, at least 32 characters long.')
  }
  // `--region US` (as in TALENT_US_*) or `us`: the link says the canonical id.
  const region = regionIdFrom(request.region)
  if (region === undefined) throw new Error(`Unknown region: ${request.region}`)
  const base = new URL(request.base)
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error('--base must be the http(s) address of the app')
  }
  if (request.theme !== undefined && !(EMBED_THEMES as readonly string[]).includes(request.theme)) {
    throw new Error(`--theme must be one of ${EMBED_THEMES.join(', ')}`)
  }
  const token = await signEmbedLink({
    secret: request.secret,
    region,
    viewer: request.viewer,
    ttlS: request.ttlS ?? 300,
    ...(request.now === undefined ? {} : { now: request.now }),
  })
  const url = new URL(`/embed/regions/${region}`, base)
  if (request.theme !== undefined) url.searchParams.set('theme', request.theme)
  if (request.compact === true) url.searchParams.set('compact', '1')
  if (request.trends === false) url.searchParams.set('trends', '0')
  if (request.locale !== undefined) url.searchParams.set('locale', request.locale)
  url.hash = `token=${token}`
  return url.toString()
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      region: { type: 'string' },
      base: { type: 'string', default: 'http://localhost:8080' },
      viewer: { type: 'string' },
      ttl: { type: 'string' },
      theme: { type: 'string' },
      compact: { type: 'boolean' },
      'no-trends': { type: 'boolean' },
      locale: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help === true || values.region === undefined) {
    console.log(USAGE)
    process.exitCode = values.help === true ? 0 : 2
    return
  }
  const ttlS = values.ttl === undefined ? undefined : Number(values.ttl)
  console.log(
    await buildEmbedLink({
      secret: process.env.EMBED_SIGNING_SECRET ?? '',
      region: values.region,
      base: values.base,
      viewer: values.viewer,
      ttlS,
      theme: values.theme,
      compact: values.compact,
      trends: values['no-trends'] === true ? false : undefined,
      locale: values.locale,
    }),
  )
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(USAGE)
    process.exitCode = 2
  })
}
