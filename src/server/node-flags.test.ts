import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BFF_NODE_FLAGS } from './node-flags.ts'

describe('the heap limits the BFF runs with (decision 0165)', () => {
  it('are passed by npm start, before the entry point', () => {
    const manifest = z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(
        JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')),
      )
    expect(manifest.scripts.start).toContain(`node ${BFF_NODE_FLAGS.join(' ')} src/server/main.ts`)
  })
})
