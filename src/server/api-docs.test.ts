import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API_ERRORS } from '../domain/http/errors.ts'
import {
  FIELD_PROBLEM_SENTENCES,
  REQUEST_PROBLEM_SENTENCES,
} from '../domain/http/request-problems.ts'
import type { RouteSummary } from './app.ts'
import { useBff } from './testing/harness.ts'

/**
 * docs/api.md is the BFF's HTTP contract for people. Its route table and error-code table are
 * compared with what the code registers, both ways, so a new route or code fails here until it is
 * documented, and a removed one until its row goes. Each row's request fields (body or query, with
 * `?` when optional) and every limit (`maxLength`, `maximum`) are compared with the route's schema.
 */
const API_DOC = path.resolve(import.meta.dirname, '../../docs/api.md')

/** The cells of every table row under the `## <heading>` section of a Markdown text. */
function tableRows(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`)
  if (start === -1) throw new Error(`docs/api.md has no "## ${heading}" section`)
  const rest = markdown.slice(start + heading.length + 5)
  const end = rest.search(/\n## /)
  return (end === -1 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    )
    .slice(1) // the header row
}

/** `` `GET` `` → `GET`: a cell that is one code span. */
function code(cell: string | undefined): string {
  const match = /^`([^`]+)`$/.exec(cell ?? '')
  if (match?.[1] === undefined) throw new Error(`expected one code span, got ${cell}`)
  return match[1]
}

/** A request part's fields: `name`, or `name?` when it may be left out. */
type Fields = string[]

/**
 * The request column of a route's row: `—`, a body `{"a", "b"?}` or a query `?a=…&b=…` (query),
 * each as the first code span of the cell.
 */
function documentedRequest(cell: string): { body: Fields; query: Fields } {
  const span = /^`([^`]+)`/.exec(cell)?.[1] ?? ''
  if (span.startsWith('{')) {
    return {
      body: [...span.matchAll(/"(\w+)"(\?)?/g)].map(
        ([, name, optional]) => name + (optional ?? ''),
      ),
      query: [],
    }
  }
  if (span.startsWith('?')) {
    return { body: [], query: [...span.matchAll(/[?&](\w+)=/g)].map(([, name]) => `${name}`) }
  }
  if (cell !== '—') throw new Error(`unreadable request cell: ${cell}`)
  return { body: [], query: [] }
}

interface FieldSchema {
  readonly maxLength?: number
  readonly maximum?: number
}

/**
 * The JSON Schema of what a client sends in a request part: of the documented shape when the
 * part is checked by the domain first (`checkedBy`, a preprocess whose output schema documents).
 */
function requestJson(schema: unknown): {
  properties: Record<string, FieldSchema>
  required: string[]
} {
  if (!(schema instanceof z.core.$ZodType)) return { properties: {}, required: [] }
  const documented =
    schema instanceof z.core.$ZodPipe && schema._zod.def.in instanceof z.core.$ZodTransform
      ? schema._zod.def.out
      : schema
  const json = z.toJSONSchema(documented, { io: 'input' })
  const properties: Record<string, FieldSchema> = {}
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    properties[name] = typeof field === 'object' ? field : {}
  }
  return { properties, required: json.required ?? [] }
}

function fieldsOf(schema: unknown): Fields {
  const { properties, required } = requestJson(schema)
  return Object.keys(properties).map((name) => (required.includes(name) ? name : `${name}?`))
}

/** The limits a schema enforces on a request part's fields: `field ≤ N`. */
function limitsOf(route: RouteSummary): { field: string; limit: number }[] {
  return [route.schema?.body, route.schema?.querystring].flatMap((part) =>
    Object.entries(requestJson(part).properties).flatMap(([field, json]) =>
      [json.maxLength, json.maximum]
        .filter((limit) => limit !== undefined && limit < Number.MAX_SAFE_INTEGER)
        .map((limit) => ({ field, limit: limit ?? 0 })),
    ),
  )
}

/** Whether a line of the document names `field` (`` `field` `` or `"field"`) and gives `limit`. */
function documentsLimit(markdown: string, field: string, limit: number): boolean {
  const number = new RegExp(`(?<![\\d.])${limit}(?![\\d])`)
  return markdown
    .split('\n')
    .some(
      (line) => (line.includes(`\`${field}\``) || line.includes(`"${field}"`)) && number.test(line),
    )
}

const bff = useBff()

describe('docs/api.md', () => {
  it('documents every registered route, and only those', async () => {
    // Every optional route on: /metrics is routed on the app's port only with METRICS_TOKEN.
    const app = await bff.app({ METRICS_TOKEN: 'a-metrics-bearer-token-of-32-chars-or-more' })
    const gets = new Set(app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url))
    const registered = new Set(
      app.routeTable
        // Fastify adds a HEAD route beside every GET; the document says so once.
        .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
        .map((route) => `${route.method} ${route.url}`),
    )
    const rows = tableRows(await readFile(API_DOC, 'utf8'), 'Routes')
    const documented = new Set(rows.map(([method, url]) => `${code(method)} ${code(url)}`))

    const undocumented = [...registered].filter((route) => !documented.has(route))
    expect(
      undocumented,
      `Add a row to the "Routes" table of docs/api.md for each route:\n${undocumented
        .map((route) => {
          const [method, url] = route.split(' ')
          return `| \`${method}\` | \`${url}\` | <request body or —> | <success> | <errors or —> |`
        })
        .join('\n')}`,
    ).toEqual([])
    const stale = [...documented].filter((route) => !registered.has(route))
    expect(
      stale,
      'docs/api.md documents routes that are not registered: remove their rows',
    ).toEqual([])
  })

  it('gives each route’s request fields and limits as its schema declares them', async () => {
    const app = await bff.app({ METRICS_TOKEN: 'a-metrics-bearer-token-of-32-chars-or-more' })
    const markdown = await readFile(API_DOC, 'utf8')
    const rows = new Map(
      tableRows(markdown, 'Routes').map(([method, url, request]) => [
        `${code(method)} ${code(url)}`,
        documentedRequest(request ?? ''),
      ]),
    )
    const disagreements: string[] = []
    const undocumentedLimits: string[] = []
    for (const route of app.routeTable.filter((summary) => summary.method !== 'HEAD')) {
      const name = `${route.method} ${route.url}`
      const documented = rows.get(name)
      if (documented === undefined) continue // the test above names it
      const declared = {
        body: fieldsOf(route.schema?.body),
        query: fieldsOf(route.schema?.querystring),
      }
      for (const part of ['body', 'query'] as const) {
        if (documented[part].join(', ') !== declared[part].join(', ')) {
          disagreements.push(
            `${name} ${part}: the document says [${documented[part].join(', ')}], the schema [${declared[part].join(', ')}]`,
          )
        }
      }
      for (const { field, limit } of limitsOf(route)) {
        if (!documentsLimit(markdown, field, limit))
          undocumentedLimits.push(`${name}: ${field} ≤ ${limit}`)
      }
    }
    expect(
      disagreements,
      'the "Routes" table of docs/api.md and the route schemas disagree: fix the row (or the schema)',
    ).toEqual([])
    expect(
      undocumentedLimits,
      'say these limits in docs/api.md, on a line naming the field',
    ).toEqual([])
  })

  it('lists every error code with its status and message, as the error table has them', async () => {
    const rows = tableRows(await readFile(API_DOC, 'utf8'), 'Error codes')
    const documented = new Map(
      rows.map(([name, status, message]) => [code(name), { status, message }]),
    )
    const expected = new Map(
      Object.entries(API_ERRORS).map(([name, { status, message }]) => [
        name,
        { status: String(status), message },
      ]),
    )

    const missing = [...expected].filter(([name]) => !documented.has(name))
    expect(
      missing.map(([name]) => name),
      `Add a row to the "Error codes" table of docs/api.md for each code:\n${missing
        .map(([name, { status, message }]) => `| \`${name}\` | ${status} | ${message} |`)
        .join('\n')}`,
    ).toEqual([])
    const stale = [...documented.keys()].filter((name) => !expected.has(name))
    expect(stale, 'docs/api.md lists error codes the code does not have: remove them').toEqual([])
    for (const [name, { status, message }] of expected) {
      const row = documented.get(name)
      expect(row?.message, `the message of ${name} in docs/api.md`).toBe(message)
      expect(row?.status, `the status of ${name} in docs/api.md`).toBe(status)
    }
  })

  it('gives every fixed sentence of invalid_request in its table', async () => {
    const rows = tableRows(await readFile(API_DOC, 'utf8'), 'Sentences of `invalid_request`')
    const documented = new Set(rows.map(([, , sentence]) => sentence))
    const sentences: string[] = [
      ...Object.values(FIELD_PROBLEM_SENTENCES),
      ...Object.values(REQUEST_PROBLEM_SENTENCES),
    ]
    expect(sentences.filter((sentence) => !documented.has(sentence))).toEqual([])
    expect([...documented].filter((sentence) => !sentences.includes(sentence ?? ''))).toEqual([])
  })
})
