import { expect, type ConsoleMessage, type Page, type TestFixture } from '@playwright/test'

/**
 * Collects what a page writes to console.error (and uncaught errors) so a journey fails on
 * anything unexpected. Chromium also logs every HTTP error answer of a fetch as
 * "Failed to load resource: … status of 401"; a journey that provokes such answers lists their
 * statuses with `allowHttpErrors`.
 */
export class ConsoleGuard {
  readonly errors: string[] = []
  private readonly allowedStatuses = new Set<number>()
  private networkErrorsAllowed = false

  attach(page: Page): void {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return
      const text = message.text()
      const status = /status of (\d{3})/.exec(text)?.[1]
      if (text.startsWith('Failed to load resource') && status !== undefined) {
        if (this.allowedStatuses.has(Number(status))) return
      }
      if (this.networkErrorsAllowed && text.startsWith('Failed to load resource: net::')) return
      this.errors.push(`console.error: ${text} (${message.location().url})`)
    })
    page.on('pageerror', (error) => this.errors.push(`uncaught: ${error.message}`))
  }

  allowHttpErrors(...statuses: number[]): void {
    for (const status of statuses) this.allowedStatuses.add(status)
  }

  /** For pages that provoke failed fetches on purpose (a mocked network error). */
  allowNetworkErrors(): void {
    this.networkErrorsAllowed = true
  }
}

/**
 * The auto fixture every journey file uses: a ConsoleGuard on the page, checked after the test.
 * `test.extend({ consoleGuard: consoleGuardFixture })`
 */
export const consoleGuardFixture: [TestFixture<ConsoleGuard, { page: Page }>, { auto: true }] = [
  async ({ page }, use) => {
    const guard = new ConsoleGuard()
    guard.attach(page)
    await use(guard)
    expect(guard.errors, 'unexpected console errors').toEqual([])
  },
  { auto: true },
]
