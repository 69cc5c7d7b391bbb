/**
 * Vite's build manifest (dist/client/.vite/manifest.json): which file each source module became
 * and what it imports. Read by the bundle budget (scripts/check-bundle.ts) and, once at start-up,
 * by the static site for its per-route preload hints (./route-preloads.ts).
 */
import { z } from 'zod'

/** The manifest key of the SPA's entry (index.html's module script). */
export const ENTRY = 'index.html'

const manifestChunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
})
export const manifestSchema = z.record(z.string(), manifestChunkSchema)
export type Manifest = z.infer<typeof manifestSchema>

/**
 * The files of `start` and of every chunk it imports statically (and, with `includeDynamic`,
 * dynamically), in order of discovery. Chunks in `seen` are skipped (and `seen` grows).
 */
export function collectFiles(
  manifest: Manifest,
  start: string,
  options: { includeCss: boolean; includeDynamic: boolean },
  seen: Set<string> = new Set(),
): string[] {
  const files = new Set<string>()
  const visit = (key: string): void => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`The manifest has no chunk "${key}".`)
    files.add(chunk.file)
    if (options.includeCss) for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
    if (options.includeDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported)
  }
  visit(start)
  return [...files]
}
