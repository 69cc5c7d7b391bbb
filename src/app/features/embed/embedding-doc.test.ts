import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import embeddingDoc from '../../../../docs/embedding.md?raw'
import { EMBED_EXPIRED_MESSAGE } from '../../../components/ErrorPanel/errorMessages.ts'
import { EMBED_ERROR_CODES } from '../../../domain/http/embed.ts'
import { ApiError } from '../../lib/api-error.ts'
import { failureMessage } from '../../lib/ui-error.ts'

interface DocRow {
  status: number
  code: string
  says: RegExp
}

/**
 * The rows of docs/embedding.md's "What the frame shows" table: the BFF's status and code, and
 * the quoted sentence of the frame, where "…" stands for any text.
 */
function frameRows(doc: string): DocRow[] {
  const section = doc.split('\n## What the frame shows')[1]?.split('\n## ')[0] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim())
      const answer = /`(\d{3}) ([a-z_]+)`/.exec(cells[2] ?? '')
      const quote = /"([^"]+)"/.exec(cells[3] ?? '')
      if (answer === null || quote?.[1] === undefined) return []
      const pattern = quote[1]
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')
      return [{ status: Number(answer[1]), code: answer[2] ?? '', says: new RegExp(pattern) }]
    })
}

describe('docs/embedding.md, "What the frame shows"', () => {
  const rows = frameRows(embeddingDoc)

  it('has a row for every embed error code, a rate limit, an expired view and a store outage', () => {
    expect(rows.map((row) => row.code).sort()).toEqual(
      [...EMBED_ERROR_CODES, 'rate_limited', 'session_expired', 'store_unavailable'].sort(),
    )
  })

  it.each(rows.map((row) => [row.code, row] as const))(
    'quotes what the frame says for %s',
    (code, row) => {
      const shown =
        code === 'session_expired'
          ? i18n._(EMBED_EXPIRED_MESSAGE)
          : failureMessage(
              new ApiError(code, 'the server text', row.status, {
                retryAt: Date.now() + 42_000,
                scope: 'network',
              }),
              i18n,
            )
      expect(shown).toMatch(row.says)
    },
  )
})
