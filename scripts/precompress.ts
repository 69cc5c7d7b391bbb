/**
 * Build-time compression of the SPA (docs/decisions/0075): every text file of the build gets a
 * Brotli (quality 11) and a gzip (level 9) sibling, `name.br` and `name.gz`, which the BFF serves
 * to clients that accept them (src/server/static-site.ts). Nothing is compressed per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Extensions of the files that get compressed siblings: JS, CSS, HTML, SVG, manifests, text. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/

/** The siblings a compressible file gets, by Content-Encoding token. */
export const SIBLINGS = { br: '.br', gzip: '.gz' } as const

export async function compressFile(file: string): Promise<void> {
  const source = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ])
  await Promise.all([writeFile(file + SIBLINGS.br, br), writeFile(file + SIBLINGS.gzip, gz)])
}

/**
 * Writes the siblings of every compressible file under `dir` except dot-folders (Vite's
 * `.vite/manifest.json` is a build record, never served). Returns the files compressed.
 */
export async function compressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
  await Promise.all(files.map(compressFile))
  return files
}

/** Vite plugin: compress the output directory once the bundle (and public/) is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'pdd:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await compressDir(outDir)
    },
  }
}
