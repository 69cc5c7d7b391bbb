import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { HistoryResponse } from '../../domain/history/history.ts'

/**
 * History answers prepared once and served many times (decision 0253). A history answer is the
 * same for every reader of a region, range and set of stored days, so it is serialized and
 * compressed once — Brotli and gzip, at a high level since it is done once — and kept, compressed
 * only, in a cache bounded in bytes; each read then costs a look-up and a write of a few kB. Per
 * read, the BFF used to build the answer (hundreds of kB of short-lived objects) and run a Brotli
 * encoder of its own (megabytes of native memory each, at once for every concurrent read).
 */
export interface PreparedAnswer {
  /** The JSON, when it is below the compression threshold (then it is sent as it is). */
  readonly plain?: Buffer
  readonly br?: Buffer
  readonly gzip?: Buffer
}

/**
 * Answers above this are sent compressed when the request accepts it; smaller ones plain (a year
 * of snapshots is some 260 kB of JSON that compresses fifty-fold).
 */
export const HISTORY_COMPRESS_THRESHOLD = 2048

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function prepareAnswer(answer: HistoryResponse): Promise<PreparedAnswer> {
  const json = Buffer.from(JSON.stringify(answer))
  if (json.length <= HISTORY_COMPRESS_THRESHOLD) return { plain: json }
  const [br, gzipped] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzipAsync(json, { level: 9 }),
  ])
  return { br, gzip: gzipped }
}

function bytesOf(answer: PreparedAnswer): number {
  return (answer.plain?.length ?? 0) + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200
}

export interface PreparedAnswers {
  /** The answer under `key`, prepared by `build` once however many ask at the same time. */
  get(key: string, build: () => Promise<HistoryResponse>): Promise<PreparedAnswer>
}

export function createPreparedAnswers(options: {
  readonly maxBytes: number
  readonly count: (result: 'hit' | 'joined' | 'miss') => void
}): PreparedAnswers {
  const ready = new LRUCache<string, PreparedAnswer>({
    maxSize: options.maxBytes,
    sizeCalculation: bytesOf,
  })
  const preparing = new Map<string, Promise<PreparedAnswer>>()
  return {
    get(key, build) {
      const found = ready.get(key)
      if (found !== undefined) {
        options.count('hit')
        return Promise.resolve(found)
      }
      const pending = preparing.get(key)
      if (pending !== undefined) {
        options.count('joined')
        return pending
      }
      options.count('miss')
      const prepared = build()
        .then(prepareAnswer)
        .then((answer) => {
          ready.set(key, answer)
          return answer
        })
        .finally(() => preparing.delete(key))
      preparing.set(key, prepared)
      return prepared
    },
  }
}

/** The encoding to send among `br` and `gzip` (q-values honoured), or undefined for none. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim())
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name !== '') weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gzipWeight = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0)
  if (br > 0 && br >= gzipWeight) return 'br'
  if (gzipWeight > 0) return 'gzip'
  return undefined
}

/** Sends a prepared answer in the encoding the request accepts, `Vary: Accept-Encoding`. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
): FastifyReply {
  reply.type('application/json; charset=utf-8')
  if (answer.plain !== undefined) return reply.send(answer.plain)
  reply.header('vary', 'accept-encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  const body = encoding === undefined ? undefined : answer[encoding]
  if (encoding !== undefined && body !== undefined) {
    return reply.header('content-encoding', encoding).send(body)
  }
  // A client that accepts neither (rare: scripts): the JSON, decompressed for it alone.
  return reply.send(answer.gzip === undefined ? Buffer.alloc(0) : gunzipSync(answer.gzip))
}
