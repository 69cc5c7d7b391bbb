import {
  annotationPaths,
  auditResponseSchema,
  definitionSchema,
  definitionsResponseSchema,
  eventSchema,
  eventsResponseSchema,
  targetSchema,
  targetsResponseSchema,
} from '../domain/annotations/annotations.ts'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  apiPaths,
  CSRF_HEADER,
  CSRF_VALUE,
  errorBodySchema,
  regionsResponseSchema,
  sessionSchema,
  sessionsResponseSchema,
} from '../domain/http/contract.ts'
import { historyPath, historyResponseSchema } from '../domain/history/history.ts'
import { organizationInfoSchema } from '../domain/metrics/organization-info.ts'
import { CONFIGURED_REGIONS } from '../mocks/fixtures.ts'
import { createHandlers } from '../mocks/handlers.ts'
import { createMockState } from '../mocks/state.ts'
import { DEMO_API_KEY, DEMO_EMAIL, useBff } from './testing/harness.ts'

/**
 * The MSW handlers (src/mocks) stand in for the BFF in stories and component tests. Each scenario
 * runs once against them and once against `buildApp` with the simulator behind it; both sides must
 * answer with the same status and a body of the same shape (the data differs: fixtures against the
 * simulator's datasets), and errors with the same code.
 */

const bff = useBff()

type Schema = { parse(value: unknown): unknown }

interface Scenario {
  name: string
  /** Signed in to `us` (with the demo credentials) before the request. */
  signedIn: boolean
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  body?: unknown
  /** Leave out the X-CSRF header. */
  withoutCsrf?: true
  status: number
  /** The success body's schema; absent for 204. */
  schema?: Schema
  /** The error code of a 4xx answer. */
  error?: string
}

const credentials = { region: 'us', email: DEMO_EMAIL, apiKey: DEMO_API_KEY }
const range = { from: '2026-01-01', to: '2026-12-31' }
const reversed = { from: range.to, to: range.from }
const leadersTarget = annotationPaths.target('us', 'pipelinesWithLeaders')
const goal = { yesShare: 40, targetDate: '2099-12-31', version: 0 }

// One scenario a line.
// prettier-ignore
const scenarios: Scenario[] = [
  { name: 'regions, signed out', signedIn: false, method: 'GET', path: apiPaths.regions(), status: 200, schema: regionsResponseSchema },
  { name: 'regions, signed in', signedIn: true, method: 'GET', path: apiPaths.regions(), status: 200, schema: regionsResponseSchema },
  { name: 'sessions, signed out', signedIn: false, method: 'GET', path: apiPaths.session(), status: 200, schema: sessionsResponseSchema },
  { name: 'sessions, signed in', signedIn: true, method: 'GET', path: apiPaths.session(), status: 200, schema: sessionsResponseSchema },
  { name: 'sign-in', signedIn: false, method: 'POST', path: apiPaths.session(), body: credentials, status: 200, schema: sessionSchema },
  { name: 'sign-in, invalid body', signedIn: false, method: 'POST', path: apiPaths.session(), body: { region: 'us', email: 'nobody' }, status: 400, error: 'invalid_request' },
  { name: 'sign-in, unknown region', signedIn: false, method: 'POST', path: apiPaths.session(), body: { ...credentials, region: 'mars' }, status: 400, error: 'unknown_region' },
  { name: 'sign-in, wrong API key', signedIn: false, method: 'POST', path: apiPaths.session(), body: { ...credentials, apiKey: 'wrong-key' }, status: 401, error: 'invalid_credentials' },
  { name: 'organization info, signed in', signedIn: true, method: 'GET', path: apiPaths.organizationInfo('us'), status: 200, schema: organizationInfoSchema },
  { name: 'organization info, signed out', signedIn: false, method: 'GET', path: apiPaths.organizationInfo('us'), status: 401, error: 'not_signed_in' },
  { name: 'organization info, id in capitals', signedIn: true, method: 'GET', path: apiPaths.organizationInfo('US'), status: 200, schema: organizationInfoSchema },
  { name: 'sign-in, id in capitals', signedIn: false, method: 'POST', path: apiPaths.session(), body: { ...credentials, region: 'US' }, status: 200, schema: sessionSchema },
  { name: 'history, id in capitals', signedIn: true, method: 'GET', path: historyPath('Us', range), status: 200, schema: historyResponseSchema },
  { name: 'organization info, unknown region', signedIn: true, method: 'GET', path: apiPaths.organizationInfo('mars'), status: 400, error: 'unknown_region' },
  { name: 'history, signed in', signedIn: true, method: 'GET', path: historyPath('us', range), status: 200, schema: historyResponseSchema },
  { name: 'history, bad range', signedIn: true, method: 'GET', path: historyPath('us', reversed), status: 400, error: 'invalid_request' },
  { name: 'history, signed out', signedIn: false, method: 'GET', path: historyPath('us', range), status: 401, error: 'not_signed_in' },
  { name: 'history, unconfigured region', signedIn: false, method: 'GET', path: historyPath('gov', range), status: 400, error: 'unknown_region' },
  { name: 'sign-out of a region', signedIn: true, method: 'DELETE', path: apiPaths.regionSession('us'), status: 204 },
  { name: 'sign-out of every region', signedIn: true, method: 'DELETE', path: apiPaths.session(), status: 204 },
  { name: 'targets, signed in', signedIn: true, method: 'GET', path: annotationPaths.targets('us'), status: 200, schema: targetsResponseSchema },
  { name: 'targets, signed out', signedIn: false, method: 'GET', path: annotationPaths.targets('us'), status: 401, error: 'not_signed_in' },
  { name: 'target set', signedIn: true, method: 'PUT', path: leadersTarget, body: goal, status: 200, schema: targetSchema },
  { name: 'target, out of range', signedIn: true, method: 'PUT', path: leadersTarget, body: { ...goal, yesShare: 101 }, status: 400, error: 'invalid_request' },
  { name: 'target, stale version', signedIn: true, method: 'PUT', path: leadersTarget, body: { ...goal, version: 3 }, status: 409, error: 'conflict' },
  { name: 'target deleted, stale version', signedIn: true, method: 'DELETE', path: `${leadersTarget}?version=1`, status: 409, error: 'conflict' },
  { name: 'events, signed in', signedIn: true, method: 'GET', path: annotationPaths.events('us'), status: 200, schema: eventsResponseSchema },
  { name: 'event added', signedIn: true, method: 'POST', path: annotationPaths.events('us'), body: { date: '2026-03-02', title: '=1+1' }, status: 201, schema: eventSchema },
  { name: 'event, title too long', signedIn: true, method: 'POST', path: annotationPaths.events('us'), body: { date: '2026-03-02', title: 'x'.repeat(81) }, status: 400, error: 'invalid_request' },
  { name: 'definitions, signed in', signedIn: true, method: 'GET', path: annotationPaths.definitions('us'), status: 200, schema: definitionsResponseSchema },
  { name: 'definition set', signedIn: true, method: 'PUT', path: annotationPaths.definition('us', 'superstar', 'de'), body: { text: 'Unsere Definition', version: 0 }, status: 200, schema: definitionSchema },
  { name: 'audit log', signedIn: true, method: 'GET', path: annotationPaths.audit('us'), status: 200, schema: auditResponseSchema },
  { name: 'without X-CSRF', signedIn: true, method: 'GET', path: apiPaths.regions(), withoutCsrf: true, status: 403, error: 'csrf' },
]

/** Node has no `location`: relative handler paths resolve against this origin. */
const MOCK_ORIGIN = 'http://localhost'

interface Answer {
  status: number
  json: unknown
}

async function askMocks(scenario: Scenario): Promise<Answer> {
  const handlers = createHandlers(createMockState({ signedIn: scenario.signedIn ? ['us'] : [] }))
  const headers = new Headers()
  if (!scenario.withoutCsrf) headers.set(CSRF_HEADER, CSRF_VALUE)
  if (scenario.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(new URL(scenario.path, MOCK_ORIGIN), {
    method: scenario.method,
    headers,
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
  })
  const response = await getResponse(handlers, request, { baseUrl: MOCK_ORIGIN })
  if (!response) throw new Error(`no mock handler answered ${scenario.method} ${scenario.path}`)
  const text = await response.text()
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
}

async function askBff(scenario: Scenario): Promise<Answer> {
  // The regions the mocks configure, so a region missing from both answers alike.
  // The demo user administers, as in demo mode and in the mocks.
  const env = { ADMIN_EMAILS: DEMO_EMAIL }
  const client = bff.client(await bff.app(env, { regions: CONFIGURED_REGIONS }))
  if (scenario.signedIn) expect((await client.signIn('us')).status).toBe(200)
  return client.request({
    method: scenario.method,
    url: scenario.path,
    json: scenario.body,
    headers: scenario.withoutCsrf ? { [CSRF_HEADER.toLowerCase()]: undefined } : {},
  })
}

/** What both sides must agree on: the status, and the body parsed by the contract's schema. */
function expectContract(answer: Answer, scenario: Scenario) {
  expect(answer.status).toBe(scenario.status)
  if (scenario.error !== undefined) {
    expect(errorBodySchema.parse(answer.json).error).toBe(scenario.error)
  } else if (scenario.schema !== undefined) {
    scenario.schema.parse(answer.json)
  } else {
    expect(answer.json).toBeUndefined()
  }
}

const topLevelKeys = (json: unknown) =>
  typeof json === 'object' && json !== null ? Object.keys(json).sort() : []

describe('the MSW handlers answer as the BFF does', () => {
  it.each(scenarios)('$name: $status', async (scenario) => {
    const real = await askBff(scenario)
    const mock = await askMocks(scenario)
    expectContract(real, scenario)
    expectContract(mock, scenario)
    // Schemas let extra fields through; the two sides must not differ in them either.
    expect(topLevelKeys(mock.json)).toEqual(topLevelKeys(real.json))
  })
})
