import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import type { Bindings, ChildLoggerOptions, DestinationStream, Logger } from 'pino'
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

const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
  '["set-cookie"]',
  '*["set-cookie"]',
  '*.*["set-cookie"]',
]

/**
 * Standard output, written asynchronously (decision 0162): a line is queued and written without
 * blocking the request that logged it, lines queued while a write is under way go out together,
 * and pino writes what is left synchronously when the process exits. The trade: a crash of the
 * machine (not of the process) can lose the lines of the last moment.
 */
function stdoutDestination(): DestinationStream {
  return pino.destination({ dest: 1, sync: false })
}

/** JSON logs (pino) with secrets redacted; `destination` lets tests capture every line. */
export function createLogger(
  level: LogLevel,
  destination: DestinationStream = stdoutDestination(),
): Logger {
  const options = {
    level,
    base: { service: 'pdd-bff' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
  return pino(options, destination)
}

/**
 * An uncaught exception or unhandled rejection is logged as `fatal` and ends the process with
 * exit code 1; the exit writes every queued log line first (pino flushes its asynchronous
 * destination synchronously on exit), so the cause is never lost with the process.
 */
export function exitOnFatalErrors(logger: Logger): void {
  const fatal = (message: string) => (error: unknown) => {
    logger.fatal({ err: error }, message)
    process.exit(1)
  }
  process.on('uncaughtException', fatal('uncaught exception: exiting'))
  process.on('unhandledRejection', fatal('unhandled rejection: exiting'))
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/

/** An incoming X-Request-Id is kept if well-formed (so it cannot forge log lines), else a UUID. */
export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const header = request.headers['x-request-id']
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID()
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
type Log = (...args: unknown[]) => void

/**
 * A request's logger that becomes pino's child logger only when a line is written at a level
 * the parent logs. Creating a child serializes (and redacts) its bindings, which cost about 4 %
 * of the BFF's CPU per request when made eagerly although most requests log nothing (0108).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined
  readonly #parent: FastifyBaseLogger
  readonly #bindings: Bindings
  readonly #options: ChildLoggerOptions

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  get level(): string {
    return (this.#child ?? this.#parent).level
  }

  set level(level: string) {
    this.#real().level = level
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options)
    return this.#child
  }

  #log(level: Level, args: unknown[]): void {
    const parent = this.#parent as Partial<Pick<Logger, 'isLevelEnabled'>>
    if (this.#child === undefined && parent.isLevelEnabled?.(level) === false) return
    const child = this.#real()
    ;(child[level] as Log).apply(child, args)
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args)
  }
  error(...args: unknown[]): void {
    this.#log('error', args)
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args)
  }
  info(...args: unknown[]): void {
    this.#log('info', args)
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args)
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args)
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily (see LazyChildLogger). */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  // A route with its own log level gets its child at once: the parent's level does not apply.
  options.level === undefined
    ? (new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options)
