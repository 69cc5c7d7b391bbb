import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A tiny web server standing in for an intranet portal: it serves the portal test page from
 * e2e/embed/public, plus a cookie probe. One instance answers on 127.0.0.1 (the portal's site)
 * and, through the name `localhost`, on the app's site, which is what the probe needs.
 */
const PUBLIC_DIR = path.join(import.meta.dirname, 'public')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
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

async function serveFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const pathname = new URL(request.url ?? '/', 'http://x').pathname
  const name = path.basename(pathname)
  const type = TYPES[path.extname(name)]
  if (type === undefined) {
    response.statusCode = 404
    response.end('not found')
    return
  }
  try {
    const body = await readFile(path.join(PUBLIC_DIR, name))
    response.setHeader('content-type', type)
    response.end(body)
  } catch {
    response.statusCode = 404
    response.end('not found')
  }
}

export async function startStaticServer(): Promise<StaticServer> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/probe') === true) probe(request, response)
    else void serveFile(request, response)
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
