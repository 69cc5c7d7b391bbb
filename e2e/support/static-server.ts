import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A tiny web server for the journeys. By default it stands in for an intranet portal: it serves
 * the portal test page from e2e/embed/public, plus a cookie probe. One instance answers on
 * 127.0.0.1 (the portal's site) and, through the name `localhost`, on the app's site, which is
 * what the probe needs. With `root`, it serves that folder instead (the built Storybook).
 */
const PORTAL_DIR = path.join(import.meta.dirname, '..', 'embed', 'public')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface StaticServerOptions {
  /** The folder served; its subfolders too. Default: the portal's test page. */
  readonly root?: string
}

export interface StaticServer {
  readonly port: number
  /** `http://127.0.0.1:<port>`: the portal's origin. */
  readonly origin: string
  close(): Promise<void>
}

/**
 * The probe, framed by the portal: sets one plain and one partitioned third-party cookie, then
 * shows which of them come back. With third-party cookies blocked, only the partitioned one does.
 */
function probe(request: IncomingMessage, response: ServerResponse): void {
  if (request.url === '/probe/echo') {
    response.setHeader('content-type', 'text/plain')
    response.end(request.headers.cookie ?? '')
    return
  }
  response.setHeader('set-cookie', [
    'probe_plain=1; Path=/; Secure; SameSite=None',
    'probe_partitioned=1; Path=/; Secure; SameSite=None; Partitioned',
  ])
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.end(
    '<!doctype html><html lang="en"><link rel="icon" href="data:,"><title>probe</title><output id="cookies">…</output>' +
      "<script>fetch('/probe/echo').then(r => r.text()).then(t => { document.getElementById('cookies').textContent = 'sent:' + t })</script></html>",
  )
}

async function serveFile(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
  const type = TYPES[path.extname(file)]
  if (type === undefined || !file.startsWith(root + path.sep)) {
    response.statusCode = 404
    response.end('not found')
    return
  }
  try {
    const body = await readFile(file)
    response.setHeader('content-type', type)
    response.end(body)
  } catch {
    response.statusCode = 404
    response.end('not found')
  }
}

export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = path.resolve(options.root ?? PORTAL_DIR)
  const server = createServer((request, response) => {
    if (options.root === undefined && request.url?.startsWith('/probe') === true) {
      probe(request, response)
    } else void serveFile(root, request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
