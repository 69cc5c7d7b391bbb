import { test as base, expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import type { RegionId } from '../../src/domain/regions/regions.ts'
import { signEmbedLink } from '../../src/server/embed/link-token.ts'
import { portalClient } from '../../src/simulator/credentials.ts'
import { startSimulator, type RunningSimulator } from '../../src/simulator/server.ts'
import { consoleGuardFixture, type ConsoleGuard } from '../support/console-guard.ts'
import { startAppProcess, type AppProcess } from './app-process.ts'
import { startStaticServer, type StaticServer } from '../support/static-server.ts'

/**
 * Fixtures of the embedding journeys: their own app process (EMBED_* set, regions us and eu
 * with client credentials, pointed at a simulator started here), a portal that may frame it
 * (http://127.0.0.1:<port>, another site than the app's http://localhost:<port>) and a foreign
 * portal that may not (127.0.0.1 on another port: another origin).
 */
export const SIGNING_SECRET = 'e2e-embed-signing-secret-0123456789abcdef'
const SESSION_SECRET = 'e2e-embed-session-secret-0123456789abcdef'

export interface EmbedWorld {
  readonly app: AppProcess
  readonly simulator: RunningSimulator
  /** Allowed to frame the app (EMBED_ALLOWED_ORIGINS). */
  readonly portal: StaticServer
  /** Not allowed to frame the app. */
  readonly foreign: StaticServer
}

export interface LinkOptions {
  /** The region in the embed URL, when it should differ from the token's (or be spelt `US`). */
  readonly pathRegion?: string
  readonly viewer?: string
  readonly ttlS?: number
  readonly issuedAt?: Date
  readonly secret?: string
  readonly query?: string
}

/** A signed link as a portal's server builds it (scripts/sign-embed-link.ts does the same). */
export async function signedLink(
  world: Pick<EmbedWorld, 'app'>,
  region: RegionId,
  options: LinkOptions = {},
) {
  const token = await signEmbedLink({
    secret: options.secret ?? SIGNING_SECRET,
    region,
    viewer: options.viewer,
    ttlS: options.ttlS ?? 300,
    ...(options.issuedAt === undefined ? {} : { now: options.issuedAt }),
  })
  const query = options.query === undefined ? '' : `?${options.query}`
  return `${world.app.url}/embed/regions/${options.pathRegion ?? region}${query}#token=${token}`
}

/** The portal's iframe of the dashboard, found by its title as a screen reader finds it. */
export function portalIframe(page: Page): Locator {
  return page.getByTitle('Pipeline diversity dashboard', { exact: true })
}

/** Opens `server`'s portal page framing `src`, in a column `width` px wide when given. */
export async function openPortal(
  page: Page,
  server: StaticServer,
  src: string,
  options: { width?: number } = {},
): Promise<FrameLocator> {
  const query = new URLSearchParams({ src })
  if (options.width !== undefined) query.set('width', String(options.width))
  await page.goto(`${server.origin}/portal.html?${query.toString()}`)
  return portalIframe(page).contentFrame()
}

/** What e2e/embed/public/portal.js adds to the portal page's window. */
interface PortalWindow {
  __received: { origin: string; data: unknown }[]
  pddSettings(settings: Record<string, unknown>): void
}

/** Messages the portal page received, as recorded by portal.js. */
export async function receivedMessages(page: Page): Promise<{ origin: string; data: unknown }[]> {
  return page.evaluate(() => (globalThis as unknown as PortalWindow).__received)
}

/** The portal sends `pdd:settings` to the frame, as docs/embedding.md shows. */
export async function sendSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (value) => (globalThis as unknown as PortalWindow).pddSettings(value),
    settings,
  )
}

const PROBE = 'e2e:probe'

/**
 * Waits until the frame and the portal have caught up with each other, instead of sleeping:
 * the portal posts a probe to the app's frame; once the frame has received it (so every message
 * the portal sent before has been dispatched there too: messages between two windows keep their
 * order) and rendered two more frames (so any resize those caused has been observed), the frame
 * posts the probe back, and its arrival at the portal means every message the frame posted
 * before has arrived as well.
 */
export async function framesSettled(page: Page, appUrl: string): Promise<void> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(appUrl))
  if (frame === undefined) throw new Error(`no frame of ${appUrl} on the page`)
  const probe = { type: PROBE, id: `${Date.now()}-${Math.random()}` }
  await frame.evaluate((sent) => {
    const win = globalThis as unknown as ProbedWindow
    const nextFrame = () => new Promise<void>((done) => win.requestAnimationFrame(() => done()))
    win.__probe = new Promise<void>((resolve) => {
      const onProbe = (event: { data: unknown }) => {
        const data = event.data
        if (typeof data !== 'object' || data === null || !('id' in data) || data.id !== sent.id)
          return
        win.removeEventListener('message', onProbe)
        void nextFrame()
          .then(nextFrame)
          .then(() => {
            win.parent.postMessage(sent, '*')
            resolve()
          })
      }
      win.addEventListener('message', onProbe)
    })
  }, probe)
  await portalIframe(page).evaluate(
    (iframe, { sent, origin }) =>
      (iframe as unknown as { contentWindow: ProbedWindow['parent'] }).contentWindow.postMessage(
        sent,
        origin,
      ),
    { sent: probe, origin: new URL(appUrl).origin },
  )
  await frame.evaluate(() => (globalThis as unknown as ProbedWindow).__probe)
  await page.waitForFunction(
    (sent) =>
      (globalThis as unknown as PortalWindow).__received.some(
        (message) =>
          typeof message.data === 'object' &&
          message.data !== null &&
          'id' in message.data &&
          message.data.id === sent.id,
      ),
    probe,
  )
}

/** What `framesSettled` uses of the frame's window (e2e code is type-checked without the DOM). */
interface ProbedWindow {
  __probe?: Promise<void>
  requestAnimationFrame(callback: () => void): number
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  parent: { postMessage(message: unknown, targetOrigin: string): void }
}

function clientEnv(simulator: RunningSimulator, region: RegionId, prefix: string) {
  const client = portalClient(region)
  return {
    [`${prefix}_BASE_URL`]: simulator.regionBaseUrl(region),
    [`${prefix}_BASIC_AUTH`]: simulator.basicCredential(region),
    [`${prefix}_CLIENT_ID`]: client.clientId,
    [`${prefix}_CLIENT_SECRET`]: client.clientSecret,
  }
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }, { world: EmbedWorld }>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const simulator = await startSimulator({ port: 0 })
      const portal = await startStaticServer()
      const foreign = await startStaticServer()
      const app = await startAppProcess({
        SESSION_SECRET,
        EMBED_SIGNING_SECRET: SIGNING_SECRET,
        EMBED_ALLOWED_ORIGINS: portal.origin,
        ...clientEnv(simulator, 'us', 'TALENT_US'),
        ...clientEnv(simulator, 'eu', 'TALENT_EU'),
      })
      await use({ app, simulator, portal, foreign })
      await app.stop()
      await Promise.all([portal.close(), foreign.close(), simulator.close()])
    },
    { scope: 'worker' },
  ],
  consoleGuard: consoleGuardFixture,
})

export { expect }
