import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { HistoryResponse } from '../../domain/history/history.ts'
import { chooseEncoding, createPreparedAnswers } from './prepared-answers.ts'

/** An answer of `days` snapshots, large enough to be compressed from a few days on. */
function answerOf(days: number): HistoryResponse {
  return {
    region: 'us',
    demo: false,
    snapshots: Array.from({ length: days }, (_, day) => ({
      date: `2026-01-${String(day + 1).padStart(2, '0')}`,
      distributions: [
        {
          key: 'pipelinesWithLeaders',
          label: 'Pipelines with leaders',
          yesCount: 100 + day,
          noCount: 200 - day,
          status: 'ok',
        },
      ],
      percentages: [],
    })),
  }
}

describe('prepared history answers', () => {
  it('prepares an answer once however many read it at the same time, then serves it', async () => {
    const counts: string[] = []
    const answers = createPreparedAnswers({ maxBytes: 1_000_000, count: (r) => counts.push(r) })
    let builds = 0
    const build = async () => {
      builds += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return answerOf(28)
    }
    const all = await Promise.all(Array.from({ length: 50 }, () => answers.get('us|a|b|28', build)))
    expect(builds).toBe(1)
    expect(new Set(all).size).toBe(1)
    await answers.get('us|a|b|28', build)
    expect(builds).toBe(1)
    expect(counts.filter((result) => result === 'miss')).toHaveLength(1)
    expect(counts.filter((result) => result === 'joined')).toHaveLength(49)
    expect(counts.at(-1)).toBe('hit')
    // Compressed both ways, and nothing else kept for a large answer.
    const [answer] = all
    const json = JSON.stringify(answerOf(28))
    expect(answer?.plain).toBeUndefined()
    expect(brotliDecompressSync(answer?.br ?? Buffer.alloc(0)).toString()).toBe(json)
    expect(gunzipSync(answer?.gzip ?? Buffer.alloc(0)).toString()).toBe(json)
    // A small answer stays plain.
    expect((await answers.get('us|a|b|0', async () => answerOf(0))).plain?.toString()).toBe(
      JSON.stringify(answerOf(0)),
    )
  })

  it('does not keep a failed preparation', async () => {
    const answers = createPreparedAnswers({ maxBytes: 1_000_000, count: () => undefined })
    await expect(answers.get('k', () => Promise.reject(new Error('store down')))).rejects.toThrow()
    expect((await answers.get('k', async () => answerOf(1))).plain).toBeDefined()
  })

  it('keeps within its bytes, the least recently read going first', async () => {
    const answers = createPreparedAnswers({ maxBytes: 3_000, count: () => undefined })
    let builds = 0
    const build = async () => {
      builds += 1
      return answerOf(28)
    }
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) await answers.get(key, build)
    await answers.get('a', build)
    expect(builds).toBe(7)
  })

  it('chooses Brotli, else gzip, as Accept-Encoding allows with its weights', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding('*;q=0')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})
