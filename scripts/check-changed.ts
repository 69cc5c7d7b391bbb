/**
 * The inner loop (README, "Development"): what a change touched, in a few minutes instead of the
 * whole suite. Lints and formats the changed files, typechecks both projects, and runs the Vitest
 * files that the changed files reach (Vitest's `--changed`, which follows imports: a changed
 * module runs every test and story that imports it, in each project).
 *
 * Usage: npm run check:changed               (uncommitted and untracked changes)
 *        npm run check:changed -- main       (everything since the branch left main)
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const base = process.argv[2] ?? 'HEAD'

function git(args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean)
}

const changed = [
  ...new Set([
    ...git(['diff', '--name-only', base === 'HEAD' ? 'HEAD' : `${base}...HEAD`]),
    ...(base === 'HEAD' ? [] : git(['diff', '--name-only', 'HEAD'])),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file))

function run(label: string, command: string, args: string[]): void {
  const started = performance.now()
  console.log(`\n▶ ${label}`)
  execFileSync(command, args, { stdio: 'inherit' })
  console.log(`✓ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

if (changed.length === 0) {
  console.log(`check:changed: nothing changed since ${base}`)
  process.exit(0)
}
console.log(`check:changed: ${changed.length} files changed since ${base}`)
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file))
if (lintable.length > 0) run('eslint', 'npx', ['eslint', '--no-warn-ignored', ...lintable])
run('prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...changed])
run('typecheck', 'npm', ['run', 'typecheck'])
run('vitest (affected files)', 'npx', ['vitest', 'run', '--changed', base, '--passWithNoTests'])
