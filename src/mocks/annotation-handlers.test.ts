import { getResponse, type HttpHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  annotationPaths,
  auditResponseSchema,
  targetsResponseSchema,
} from '../domain/annotations/annotations.ts'
import { API_ERRORS } from '../domain/http/errors.ts'
import { createHandlers } from './handlers.ts'
import { createMockState } from './state.ts'

async function ask(handlers: HttpHandler[], method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'X-CSRF': '1' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(new URL(path, location.origin), {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  })
  const response = await getResponse(handlers, request)
  if (!response) throw new Error(`no handler answered ${method} ${path}`)
  const text = await response.text()
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) }
}

const target = annotationPaths.target('us', 'pipelinesWithWomen')
const goal = { yesShare: 40, targetDate: '2099-12-31', version: 0 }

describe('mock annotation handlers', () => {
  it('delete a target, an event and a definition at the version read, refuse a stale one, log each', async () => {
    const handlers = createHandlers(createMockState())
    expect((await ask(handlers, 'PUT', target, goal)).status).toBe(200)
    const event = (await ask(handlers, 'POST', annotationPaths.events('us'), {
      date: '2026-03-02',
      title: 'Launch',
      note: null,
      allRegions: true,
    })) as { status: number; json: { id: string } }
    expect(event.status).toBe(201)
    const definition = annotationPaths.definition('us', 'superstar', 'en')
    expect((await ask(handlers, 'PUT', definition, { text: 'Ours', version: 0 })).status).toBe(200)
    const paths = [target, annotationPaths.event('us', event.json.id), definition]
    for (const path of paths) {
      expect((await ask(handlers, 'DELETE', `${path}?version=2`)).status).toBe(409)
      expect((await ask(handlers, 'DELETE', `${path}?version=1`)).status).toBe(204)
      // Gone: deleting it again is a conflict, not a second success.
      expect((await ask(handlers, 'DELETE', `${path}?version=1`)).status).toBe(409)
    }
    const log = auditResponseSchema.parse(
      (await ask(handlers, 'GET', annotationPaths.audit('us'))).json,
    )
    expect(log.entries.slice(0, 3).map((entry) => [entry.kind, entry.region, entry.after])).toEqual(
      [
        ['definition', null, null],
        ['event', null, null],
        ['target', 'us', null],
      ],
    )
  })

  it('let the demo user edit, version each change, log it, and refuse a stale edit', async () => {
    const state = createMockState()
    const handlers = createHandlers(state)
    expect((await ask(handlers, 'PUT', target, goal)).status).toBe(200)
    expect((await ask(handlers, 'PUT', target, { ...goal, yesShare: 45, version: 1 })).status).toBe(
      200,
    )
    const stale = await ask(handlers, 'PUT', target, { ...goal, yesShare: 50, version: 1 })
    expect(stale).toEqual({
      status: 409,
      json: { error: 'conflict', message: API_ERRORS.conflict.message },
    })
    const read = targetsResponseSchema.parse(
      (await ask(handlers, 'GET', annotationPaths.targets('us'))).json,
    )
    expect(read.targets.map((row) => [row.yesShare, row.version])).toEqual([[45, 2]])
    const log = auditResponseSchema.parse(
      (await ask(handlers, 'GET', annotationPaths.audit('us'))).json,
    )
    expect(log.entries.map((entry) => entry.after)).toMatchObject([
      { yesShare: 45 },
      { yesShare: 40 },
    ])
    // A reset (each story) forgets them.
    state.reset()
    const after = targetsResponseSchema.parse(
      (await ask(handlers, 'GET', annotationPaths.targets('us'))).json,
    )
    expect(after.targets).toEqual([])
  })

  it('let anyone else read but answer 403 not_admin to a change', async () => {
    const handlers = createHandlers(createMockState({ email: 'reader@example.com' }))
    const read = targetsResponseSchema.parse(
      (await ask(handlers, 'GET', annotationPaths.targets('us'))).json,
    )
    expect(read.canEdit).toBe(false)
    for (const [method, path, body] of [
      ['PUT', target, goal],
      ['POST', annotationPaths.events('us'), { date: '2026-03-02', title: 'Launch' }],
      ['GET', annotationPaths.audit('us'), undefined],
    ] as const) {
      expect((await ask(handlers, method, path, body)).json).toMatchObject({ error: 'not_admin' })
    }
  })

  it('refuse with the BFF’s sentences', async () => {
    const handlers = createHandlers(createMockState())
    const answer = await ask(handlers, 'POST', annotationPaths.events('us'), {
      date: '2026-03-02',
      title: 'x'.repeat(81),
    })
    expect(answer).toEqual({
      status: 400,
      json: {
        error: 'invalid_request',
        message: '`title` has 81 characters; keep it to at most 80.',
      },
    })
  })
})
