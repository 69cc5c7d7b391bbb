/**
 * Makes sure Debian's Chromium is installed before any browser test runs. It installs the
 * `chromium` package with apt-get when the binary is missing (CI machines start without it).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium.ts'

function run(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

if (existsSync(CHROMIUM_PATH)) {
  console.log(`chromium: found ${CHROMIUM_PATH}`)
} else {
  console.log(`chromium: ${CHROMIUM_PATH} is missing; installing Debian's chromium package`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args: string[]) =>
    sudo.length > 0 ? run('sudo', ['apt-get', ...args]) : run('apt-get', args)
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', 'chromium'])
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`chromium: still missing at ${CHROMIUM_PATH} after apt-get install`)
    process.exit(1)
  }
}
