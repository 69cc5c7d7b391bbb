/**
 * The modules whose messages the shell catalog holds (docs/decisions/0202): everything the
 * sign-in page loads before any other page's code, i.e. the static import graph of the entry
 * (src/app/main.tsx: the shell, its header, errors and route table) and of the sign-in page.
 * lingui.config.ts puts their messages in `src/locales/shell/{locale}.po` and the rest in
 * `src/locales/{locale}.po`, which the pages after sign-in load with their code.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the sign-in page's code starts: the entry, then the sign-in page's lazy chunk. */
export const SHELL_ENTRIES = ['src/app/main.tsx', 'src/app/routes/sign-in/sign-in-page.tsx']

/**
 * What few readers open, whose words load with its code, not with every page (decision 0393):
 * the methodology page and the administrators' edit mode (decision 0213).
 */
export const RARE_ENTRIES = [
  'src/app/routes/methodology/methodology-page.tsx',
  'src/app/features/annotations/components/edit-mode.tsx',
]

/** Where the app starts: every other page's code is reached from it. */
const APP_ENTRY = 'src/app/main.tsx'

/** The folders whose messages the catalogs hold (lingui.config.ts). */
export const MESSAGE_FOLDERS = ['src/app', 'src/components', 'src/domain']

// `import … from './x'`, `export … from './x'`, `import './x'`: not `import type`, not `import()`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"](\.[^'"]+)['"]/gm
// `import('./x')`: a lazy chunk.
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  )
}

/** The source files `file` imports statically (relative imports of TypeScript modules). */
export function staticImports(file: string, source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].flatMap((match) => {
    const resolved = resolveModule(file, match[1] ?? '')
    return resolved === undefined ? [] : [resolved]
  })
}

/** The source files `file` imports lazily (`import('./x')` of TypeScript modules). */
export function dynamicImports(file: string, source: string): string[] {
  return [...source.matchAll(DYNAMIC_IMPORT)].flatMap((match) => {
    const resolved = resolveModule(file, match[1] ?? '')
    return resolved === undefined ? [] : [resolved]
  })
}

/**
 * Every module reached from `entries` by static imports, as paths relative to `root` with `/`,
 * sorted; only those under `folders`.
 */
export function staticClosure(
  entries: readonly string[],
  root = process.cwd(),
  folders: readonly string[] = MESSAGE_FOLDERS,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[] {
  const seen = new Set<string>()
  const queue = entries.map((entry) => path.join(root, entry))
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(file, read(file)))
  }
  return [...seen]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)))
    .sort()
}

/** The modules of the shell catalog (see the file's comment). */
export function shellModules(root = process.cwd()): string[] {
  return staticClosure(SHELL_ENTRIES, root)
}

/**
 * The lazy modules the app reaches from `entry` (its dynamic imports, and theirs), as paths
 * relative to `root`.
 */
export function lazyModules(
  entry = APP_ENTRY,
  root = process.cwd(),
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[] {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const queue = [path.join(root, entry)]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const source = read(file)
    const later = dynamicImports(file, source)
    for (const module of later) lazy.add(module)
    queue.push(...staticImports(file, source), ...later)
  }
  return [...lazy].map((file) => path.relative(root, file).split(path.sep).join('/')).sort()
}

/**
 * The modules of the rare catalog (decision 0393): what RARE_ENTRIES import statically that
 * neither the entry nor any other lazy chunk imports.
 */
export function rareModules(root = process.cwd()): string[] {
  const others = lazyModules(APP_ENTRY, root).filter((module) => !RARE_ENTRIES.includes(module))
  const everywhere = new Set(staticClosure([APP_ENTRY, ...others], root))
  return staticClosure(RARE_ENTRIES, root).filter((module) => !everywhere.has(module))
}
