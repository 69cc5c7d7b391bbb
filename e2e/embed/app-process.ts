import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../src/server/testing/free-port.ts'

/**
 * The app under test for the embedding journeys, in its own process with its own EMBED_*
 * settings (the shared app of playwright.config.ts has none): `node src/server/main.ts` on a
 * free port, reached as http://localhost:<port> (the secure-context host for cookies), which is
 * its PUBLIC_ORIGIN in and outside demo mode.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const OPEN_LINE = /Open:\s+http:\/\/localhost:(\d+)/

export interface AppProcess {
  readonly url: string
  stop(): Promise<void>
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  // A store of its own, so budgets spent by one run never carry over to the next.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pdd-e2e-embed-'))
  const free = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(free),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://localhost:${free}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // Any free loopback port for /metrics: several apps run at once (decision 0176).
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start:\n${output}`)), 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = OPEN_LINE.exec(output)
      if (match?.[1] !== undefined) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the app exited (${code}):\n${output}`))
    })
  })
  const url = `http://localhost:${port}`
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}
