/**
 * Makes sure Debian's LibreOffice Impress is installed before the browser tests run (issue 35):
 * a journey renders every slide of the English and Arabic board decks with
 * `soffice --headless --convert-to pdf`, as a board member's LibreOffice opens them. It installs
 * `libreoffice-impress` with apt-get when `soffice` is missing (CI machines start without it), as
 * scripts/ensure-chromium.ts does for Chromium.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { SOFFICE_PATH } from './libreoffice.ts'

function run(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

if (existsSync(SOFFICE_PATH)) {
  console.log(`libreoffice: found ${SOFFICE_PATH}`)
} else {
  console.log("libreoffice: installing Debian's libreoffice-impress")
  const apt = (args: string[]) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', 'libreoffice-impress'])
  if (!existsSync(SOFFICE_PATH)) {
    console.error(`libreoffice: ${SOFFICE_PATH} still missing after apt-get install`)
    process.exit(1)
  }
}
