import { createServer } from 'node:net'

/**
 * A port free on loopback right now, for processes that must know their PUBLIC_ORIGIN before
 * they listen (outside demo mode the origin is configuration, not the port they happen to get).
 */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}
