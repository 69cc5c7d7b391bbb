/**
 * `npm run bench:simulator`: load test of the simulator's Organization Info endpoint.
 *
 * The simulator runs in a child process (`src/simulator/main.ts` on an ephemeral port) so it and
 * autocannon each have their own event loop and core. Settings: BENCH_DURATION_S (default 10),
 * BENCH_CONNECTIONS (default 50).
 */
import autocannon from 'autocannon'
import { positiveInt, startSimulatorProcess, stop, upstreamToken } from './bench-support.ts'

const duration = positiveInt('BENCH_DURATION_S', 10)
const connections = positiveInt('BENCH_CONNECTIONS', 50)

const simulator = await startSimulatorProcess()
const url = simulator.match
const token = await upstreamToken(url)

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

await stop(simulator)
process.exitCode = result.non2xx + result.errors + result.timeouts === 0 ? 0 : 1
