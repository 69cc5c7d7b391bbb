import { connect } from 'node:net'
import type { Socket } from 'node:net'

export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** Parses one HTTP/1.1 answer as it came off the wire (headers lower-cased). */
export function parseRawAnswer(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n')
  const head = split === -1 ? text : text.slice(0, split)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
  }
}

/** A socket to a listening server on loopback, once connected. */
export async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return socket
}

/** Everything the server wrote until it closed the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(text))
  })
}

/** Sends raw bytes (for requests no HTTP client would send) and reads the answer. */
export async function rawRequest(port: number, request: string): Promise<RawAnswer> {
  const socket = await openSocket(port)
  const answer = readUntilClosed(socket)
  socket.write(request)
  return parseRawAnswer(await answer)
}
