import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { NotFoundFallback } from './error-handling.ts'
import { ApiError, sendError } from './http-errors.ts'
import { loadRoutePreloads } from './route-preloads.ts'

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
const NOT_BUILT_MESSAGE =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page.\n' +
  'The API under /api works without it.\n'

/** A browser asking for a page: its `Accept` names HTML. */
export function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept
  return typeof accept === 'string' && accept.includes('text/html')
}

function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/')
}

const FILE_ROUTE = /^\/(?:[^/:*]+\/)*[^/:*]+\.[a-z0-9]+$/i

/**
 * Whether a route pattern is one of the built SPA's files: `/assets/*` (hashed scripts, styles,
 * fonts, images) or a file of the build's top level, one route per file (favicon.svg,
 * robots.txt, index.html…), as registerStaticSite registers them. Outside /api, a route whose
 * last segment has an extension is a file: no other route of the BFF has one.
 */
export function isFileRoute(route: string): boolean {
  return route === '/assets/*' || (!route.startsWith('/api/') && FILE_ROUTE.test(route))
}

/** The build's compressed siblings (scripts/precompress.ts) are chosen by negotiation only. */
const COMPRESSED_SIBLING = /\.(?:br|gz)$/

/**
 * The built SPA from dist/client: hashed files under /assets/ cached for a year, everything else
 * (index.html above all) revalidated on every load, and index.html for any other page a browser
 * navigates to (client-side routes). Without a build, pages answer 503 with what to run.
 *
 * Every text file has Brotli and gzip siblings written at build time (scripts/precompress.ts);
 * `preCompressed` serves the best one the request's Accept-Encoding allows, with `Vary:
 * Accept-Encoding`, and the plain file otherwise. Nothing is compressed per request, and the
 * siblings are never answered at their own URLs (docs/decisions/0075).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  clientDir: string,
  options: {
    /** Awaited before index.html answers a page (the page's data may start here, decision 0391). */
    readonly onPage?: (request: FastifyRequest) => Promise<void>
  } = {},
): Promise<NotFoundFallback> {
  const indexFile = path.join(clientDir, 'index.html')
  if (!existsSync(indexFile)) {
    return async (request, reply) => {
      if (!wantsHtml(request) || isAssetPath(request.url)) {
        return sendError(reply, new ApiError(404, 'not_found'))
      }
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE)
    }
  }

  const assetsDir = path.join(clientDir, 'assets')
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      preCompressed: true,
      allowedPath: (pathname) => !COMPRESSED_SIBLING.test(pathname),
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE_CACHE),
    })
  }
  // Top-level files (index.html, favicon, robots.txt…): one route per file found at start-up.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
    index: false,
    redirect: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  })

  // The page's own chunk, preloaded beside the entry (decision 0076); computed here, once.
  const routePreloads = loadRoutePreloads(clientDir)

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    await options.onPage?.(request)
    reply.header('cache-control', 'no-cache')
    const link = routePreloads(request.url.split('?', 1)[0] ?? '')
    if (link !== undefined) reply.header('link', link)
    return reply.sendFile('index.html', clientDir, { cacheControl: false })
  }

  // A page's query is the SPA's to read: any is accepted, none is judged here.
  const pageSchema = { querystring: z.looseObject({}) }
  app.get('/', { schema: pageSchema }, async (request, reply) => sendIndex(request, reply))

  return async (request, reply) => {
    if (!wantsHtml(request) || isAssetPath(request.url)) {
      return sendError(reply, new ApiError(404, 'not_found'))
    }
    return sendIndex(request, reply)
  }
}
