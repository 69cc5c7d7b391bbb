/**
 * `npm run dev`: the BFF in demo mode (restarted by `node --watch` on changes) and Vite's dev
 * server (hot reload, proxies /api to the BFF; see vite.config.ts) together. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bffPort = process.env.PORT ?? '8080'
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json')
const viteBin = path.join(path.dirname(vitePackage), 'bin', 'vite.js')

const env = {
  ...process.env,
  PORT: bffPort,
  // One secret for the whole dev run, so a BFF restart keeps the session cookie readable.
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
}

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'src/server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [viteBin], { cwd: root, env, stdio: 'inherit' }),
]

process.stdout.write(
  `\nDev mode: open http://localhost:5173 (Vite, hot reload; /api goes to the BFF on port ${bffPort}).\n` +
    'Sign in with demo@example.com / demo-api-key. Ctrl-C stops both.\n\n',
)

let stopping = false
function stop(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  }, 5000)
  force.unref()
  void Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve()
          else child.once('exit', () => resolve())
        }),
    ),
  ).then(() => process.exit(code))
}

for (const child of children) {
  child.once('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`dev: a process exited (code ${code ?? 'signal'}); stopping the other\n`)
      stop(code ?? 1)
    }
  })
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
