/**
 * Launch options for Debian's Chromium, shared by Vitest browser mode, Storybook tests and
 * Playwright. Test tools cannot download their own browser here (see docs/decisions/0004).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
}
