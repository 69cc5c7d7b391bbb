import { z } from 'zod'
import type { RegionId } from '../../src/domain/regions/regions.ts'

/**
 * Client of the simulator's control API (docs/simulator.md, "Control API"), used by the
 * journeys to move the clock, rotate keys, inject faults and count tokens.
 */

const tokenCountsSchema = z.object({
  valid: z.number(),
  expired: z.number(),
  invalidated: z.number(),
})
export type TokenCounts = z.infer<typeof tokenCountsSchema>

export interface Faults {
  mode: 'none' | 'latency' | 'error' | 'malformed' | 'reset'
  ratio?: number
  latencyMs?: number
}

export class SimulatorControl {
  readonly controlUrl: string

  constructor(simulatorUrl: string) {
    this.controlUrl = `${simulatorUrl}/__control`
  }

  /** Control POSTs are JSON, even without a body: the simulator refuses anything else. */
  private async post(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.controlUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    })
    if (!response.ok) {
      throw new Error(
        `simulator control POST ${path}: HTTP ${response.status} ${await response.text()}`,
      )
    }
    return response.status === 204 ? undefined : response.json()
  }

  async reset(): Promise<void> {
    await this.post('/reset')
  }

  async advanceClock(seconds: number): Promise<void> {
    await this.post('/clock', { advanceSeconds: seconds })
  }

  async setFaults(faults: Faults): Promise<void> {
    await this.post('/faults', faults)
  }

  /** A password change: the user's tokens become invalidated. Returns the new API key. */
  async rotateApiKey(region: RegionId, email: string): Promise<string> {
    const body = await this.post(
      `/regions/${region}/users/${encodeURIComponent(email)}/rotate-api-key`,
    )
    return z.object({ apiKey: z.string() }).parse(body).apiKey
  }

  async tokens(): Promise<TokenCounts> {
    const response = await fetch(`${this.controlUrl}/tokens`)
    if (!response.ok) throw new Error(`simulator control GET /tokens: HTTP ${response.status}`)
    return tokenCountsSchema.parse(await response.json())
  }
}
