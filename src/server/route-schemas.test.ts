import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RouteSummary } from './app.ts'
import { useBff } from './testing/harness.ts'

/**
 * Every route declares its schema (issue 44): its path parameters (`params`, exactly the URL's),
 * its query (`querystring`, an empty object when it takes none) and, for POST and PUT, its body.
 * The one exception is @fastify/static's routes of the built files, whose only input is the path
 * and whose schema is the plugin's `{hide: true}`.
 */
const bff = useBff()
let clientDir = ''

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-schemas-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>t</title>')
  writeFileSync(path.join(clientDir, 'assets', 'index-1.js'), 'console.log(1)')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

/** @fastify/static's routes: the schema it gives them, nothing else. */
function isStaticFileRoute(route: RouteSummary): boolean {
  const keys = Object.keys(route.schema ?? {})
  return keys.length === 1 && keys[0] === 'hide'
}

function isZod(schema: unknown): schema is z.core.$ZodType {
  return schema instanceof z.core.$ZodType
}

/** What is wrong with a route's schema, or nothing. */
function problemsOf(route: RouteSummary): string[] {
  const schema = route.schema ?? {}
  const problems: string[] = []
  const urlParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1])
  if (urlParams.length > 0) {
    if (!isZod(schema.params)) problems.push('no params schema')
    else {
      const declared = Object.keys(z.toJSONSchema(schema.params).properties ?? {})
      if (declared.join() !== urlParams.join()) problems.push(`params ${declared.join()}`)
    }
  } else if (schema.params !== undefined) problems.push('params on a path without parameters')
  if (!isZod(schema.querystring)) problems.push('no querystring schema')
  if ((route.method === 'POST' || route.method === 'PUT') && !isZod(schema.body)) {
    problems.push('no body schema')
  }
  return problems
}

describe('route schemas', () => {
  it('are declared by every route', async () => {
    // Every optional route on: /metrics with METRICS_TOKEN, the page routes with a build.
    const app = await bff.app(
      { METRICS_TOKEN: 'a-metrics-bearer-token-of-32-chars-or-more' },
      { clientDir },
    )
    const routes = app.routeTable.filter((route) => !isStaticFileRoute(route))
    expect(routes.map((route) => route.url)).toContain('/')
    expect(routes.length).toBeGreaterThan(20)
    const missing = routes.flatMap((route) =>
      problemsOf(route).map((problem) => `${route.method} ${route.url}: ${problem}`),
    )
    expect(missing, 'declare these in the route’s schema (src/server/route-schemas.ts)').toEqual([])
  })
})
