/**
 * `npm run bench:simulator`: load test of the simulator's Organization Info endpoint.
 *
 * The simulator runs in a child process (`src/simulator/main.ts` on an ephemeral port) so it and
 * autocannon each have their own event loop and core. Settings: BENCH_DURATION_S (default 10),
 * BENCH_CONNECTIONS (default 50).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { z } from 'zod'

const MAIN = fileURLToPath(new URL('../src/simulator/main.ts', import.meta.url))

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer.`)
  return value
}

const duration = positiveInt('BENCH_DURATION_S', 10)
const connections = positiveInt('BENCH_CONNECTIONS', 50)

const child = spawn(process.execPath, [MAIN], {
  env: { ...process.env, SIMULATOR_PORT: '0', SIMULATOR_LOG: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const url = await new Promise<string>((resolve, reject) => {
  let output = ''
  child.on('exit', (code) => reject(new Error(`The simulator exited with ${code}.`)))
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    output += chunk
    const match = /listening on (http:\/\/\S+)/.exec(output)
    if (match?.[1] !== undefined) resolve(match[1])
  })
})
child.removeAllListeners('exit')

const tokenAnswer = z.object({ data: z.object({ access_token: z.string() }) })
const tokenResponse = await fetch(`${url}/us/oauth/v1/authenticate`, {
  method: 'POST',
  headers: {
    authorization: `Basic ${Buffer.from('us-client:us-secret').toString('base64')}`,
    'content-type': 'application/json',
  },
  body: JSON.stringify({
    grantType: 'password',
    username: 'demo@example.com',
    password: 'demo-api-key',
  }),
})
const token = tokenAnswer.parse(await tokenResponse.json()).data.access_token

const target = `${url}/us/api/v2/core/organization-info`
process.stdout.write(`Benchmark: GET ${target}, ${connections} connections, ${duration} s\n`)
const result = await autocannon({
  url: target,
  connections,
  duration,
  headers: { authorization: `Bearer ${token}` },
})

const rows = [
  ['requests/s (mean)', result.requests.average.toFixed(0)],
  ['requests total', String(result.requests.total)],
  ['latency p50 (ms)', String(result.latency.p50)],
  ['latency p97.5 (ms)', String(result.latency.p97_5)],
  ['latency p99 (ms)', String(result.latency.p99)],
  ['latency max (ms)', String(result.latency.max)],
  ['2xx', String(result['2xx'])],
  ['non-2xx', String(result.non2xx)],
  ['errors', String(result.errors)],
  ['timeouts', String(result.timeouts)],
]
process.stdout.write(`${rows.map(([k, v]) => `${(k ?? '').padEnd(20)} ${v}`).join('\n')}\n`)

const exited = once(child, 'exit')
child.kill('SIGTERM')
await exited
process.exitCode = result.non2xx + result.errors + result.timeouts === 0 ? 0 : 1
