/**
 * Preload hints for the page a URL opens (docs/decisions/0076). Each page's code is a lazy chunk
 * the SPA asks for only after its entry script has run; a `Link` header on index.html tells the
 * browser to fetch that chunk (and its CSS) alongside the entry instead, which removes one round
 * trip before the page can render. The headers are computed once at start-up from Vite's
 * manifest; per request only the URL's path is matched against three patterns.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { collectFiles, ENTRY, manifestSchema } from './vite-manifest.ts'
import type { Manifest } from './vite-manifest.ts'

/**
 * The SPA's pages (src/app/config/paths.ts) and the manifest key of the lazy module each one
 * loads (the same keys as scripts/check-bundle.ts). The home page decides where to go and has
 * no chunk of its own.
 */
export const ROUTE_MODULES: readonly { readonly pattern: RegExp; readonly module: string }[] = [
  { pattern: /^\/sign-in\/?$/, module: 'src/app/routes/sign-in/sign-in-page.tsx' },
  { pattern: /^\/regions\/[^/]+\/?$/, module: 'src/app/routes/dashboard/dashboard-page.tsx' },
  {
    pattern: /^\/embed\/regions\/[^/]+\/?$/,
    module: 'src/app/routes/embed/embed-page.tsx',
  },
]

/**
 * The `Link` header value for a route module: its chunk and the chunks it imports statically as
 * `modulepreload`, their CSS as `preload` (`crossorigin`, as Vite loads it), leaving out what the
 * entry already loads.
 */
export function linkHeader(manifest: Manifest, module: string): string {
  const seen = new Set<string>()
  const options = { includeCss: true, includeDynamic: false }
  const entryFiles = new Set(collectFiles(manifest, ENTRY, options, seen))
  const files = collectFiles(manifest, module, options, seen).filter((f) => !entryFiles.has(f))
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `</${file}>; rel=preload; as=style; crossorigin`
        : `</${file}>; rel=modulepreload`,
    )
    .join(', ')
}

/** The `Link` header for a path, or undefined when it has none. */
export type RoutePreloads = (pathname: string) => string | undefined

/**
 * Reads the manifest of the build in `clientDir` once. Without a manifest (a build made some
 * other way), or with a route module missing from it, pages get no hints: they still work.
 */
export function loadRoutePreloads(clientDir: string): RoutePreloads {
  let manifest: Manifest
  try {
    const file = path.join(clientDir, '.vite', 'manifest.json')
    manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    return () => undefined
  }
  const table = ROUTE_MODULES.flatMap(({ pattern, module }) =>
    manifest[module] === undefined ? [] : [{ pattern, header: linkHeader(manifest, module) }],
  )
  return (pathname) => table.find(({ pattern }) => pattern.test(pathname))?.header || undefined
}
