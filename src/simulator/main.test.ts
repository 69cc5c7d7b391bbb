import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

// Spawning Node takes a second or two, more on a loaded machine.
describe('npm run simulator (main.ts)', { timeout: 20_000 }, () => {
  it('prints addresses, credentials and env lines, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, SIMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject)
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)))
      child.stdout.on('data', (chunk: string) => {
        output += chunk
        if (output.includes('Control API')) resolve()
      })
    })
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    expect(url).toBeDefined()
    expect(output).toContain(`TALENT_US_BASE_URL=${url}/us`)
    expect(output).toContain(
      `TALENT_PHX_BASIC_AUTH=${Buffer.from('phx-client:phx-secret').toString('base64')}`,
    )
    expect(output).toContain('demo@example.com')
    expect(output).toContain('demo-api-key')
    expect(output).toContain(`${url}/__control/`)
    const clock = await fetch(`${url}/__control/clock`)
    expect(clock.status).toBe(200)

    child.removeAllListeners('exit')
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
  })

  it('refuses an invalid SIMULATOR_PORT with a clear message', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, SIMULATOR_PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => (errors += chunk))
    const [code] = await once(child, 'exit')
    expect(code).not.toBe(0)
    expect(errors).toContain('SIMULATOR_PORT must be a port number')
  })
})
