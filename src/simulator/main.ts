import { REGIONS } from '../domain/regions/regions.ts'
import { DEMO_API_KEY, DEMO_EMAIL } from './datasets.ts'
import { startSimulator } from './server.ts'

/** `npm run simulator`: the simulator alone, on SIMULATOR_PORT (default 4010). */

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 4010
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`SIMULATOR_PORT must be a port number (0-65535), got "${value}".`)
  }
  return port
}

async function start() {
  try {
    return await startSimulator({
      port: portFromEnv(process.env.SIMULATOR_PORT),
      host: process.env.SIMULATOR_HOST ?? '127.0.0.1',
      logger: process.env.SIMULATOR_LOG === '1',
    })
  } catch (error) {
    process.stderr.write(
      `Could not start the simulator: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  }
}

const simulator = await start()

const lines = [
  `Talent Platform API simulator listening on ${simulator.url}`,
  '',
  'Regions (base address, Basic credential):',
  ...REGIONS.map(
    (r) =>
      `  ${r.id.padEnd(4)} ${simulator.regionBaseUrl(r.id).padEnd(32)} ${simulator.basicCredential(r.id)}`,
  ),
  '',
  'Environment for the BFF (paste into your shell or .env):',
  ...REGIONS.flatMap((r) => [
    `TALENT_${r.envKey}_BASE_URL=${simulator.regionBaseUrl(r.id)}`,
    `TALENT_${r.envKey}_BASIC_AUTH=${simulator.basicCredential(r.id)}`,
  ]),
  '',
  `Demo credentials (every region): e-mail ${DEMO_EMAIL}, API key ${DEMO_API_KEY}`,
  `Control API: ${simulator.controlUrl}/ (clock, faults, tokens, reset; see docs/simulator.md)`,
]
process.stdout.write(`${lines.join('\n')}\n`)

let closing = false
function shutdown(signal: string) {
  if (closing) return
  closing = true
  process.stdout.write(`${signal}: closing the simulator\n`)
  simulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`Failed to close cleanly: ${String(error)}\n`)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
