import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { pino } from 'pino'
import type { DestinationStream, Logger } from 'pino'
import type { LogLevel } from './config.ts'

/** Field names whose values never reach a log line, at any of the first three levels. */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'apiKey',
  'password',
  'access_token',
  'token',
  'sessionSecret',
  'basicCredential',
  'clientSecret',
]

export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
  '["set-cookie"]',
  '*["set-cookie"]',
  '*.*["set-cookie"]',
]

/** JSON logs (pino) with secrets redacted; `destination` lets tests capture every line. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'pdd-bff' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  return destination === undefined ? pino(options) : pino(options, destination)
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/

/** An incoming X-Request-Id is kept if well-formed (so it cannot forge log lines), else a UUID. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID()
}
