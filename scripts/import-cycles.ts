/**
 * Import circles of the tree, type-only imports included (issue 38). ESLint's `import-x/no-cycle`
 * skips `import type`, so two modules that import each other's types (`DashboardActions` ↔
 * `DashboardGrid`) passed lint; they still cannot be read, tested or moved apart. `npm run lint`
 * runs this after ESLint and fails on any circle, naming its modules.
 *
 *   npx node scripts/import-cycles.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The folders whose TypeScript modules are checked. */
export const CHECKED_FOLDERS = ['src', 'e2e', 'scripts', '.storybook']

const SOURCE = /\.(ts|tsx)$/

/** Every TypeScript module under `folder`, relative paths with `/`. */
function modulesUnder(root: string, folder: string): string[] {
  const start = path.join(root, folder)
  if (!existsSync(start)) return []
  return readdirSync(start, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'))
}

/** The module a relative specifier names, when it is one of `known`. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = path.posix.join(path.posix.dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate))
}

/**
 * Who imports whom: every `import` (`import type` too), `export … from` and `import()` of a module
 * of the tree, read by TypeScript's own scanner.
 */
export function importGraph(modules: ReadonlyMap<string, string>): Map<string, string[]> {
  const known = new Set(modules.keys())
  const graph = new Map<string, string[]>()
  for (const [file, source] of modules) {
    const { importedFiles } = ts.preProcessFile(source, true, true)
    const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName, known) ?? [])
    graph.set(file, [...new Set(targets)].sort())
  }
  return graph
}

/**
 * The circles of `graph`: its strongly connected components of two modules or more (and a module
 * that imports itself), each sorted, in a stable order (Tarjan's algorithm).
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []

  function visit(node: string): void {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      component.push(member)
      if (member === node) break
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
      circles.push(component.sort())
    }
  }

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}

/** The circles of the tree at `root`. */
export function treeCircles(root: string): string[][] {
  const files = CHECKED_FOLDERS.flatMap((folder) => modulesUnder(root, folder))
  const modules = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]))
  return importCircles(importGraph(modules))
}

function main(): void {
  const circles = treeCircles(process.cwd())
  if (circles.length === 0) return
  console.error(
    [
      `${circles.length} import circle(s), type-only imports counted: move the shared type or`,
      'registration to a module both sides can import.',
      ...circles.map((circle) => `  - ${circle.join(' ↔ ')}`),
    ].join('\n'),
  )
  process.exitCode = 1
}

if (import.meta.main) main()
