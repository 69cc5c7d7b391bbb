/**
 * Makes sure Debian's Chromium, and the fonts the UI's languages need, are installed before any
 * browser test runs. It installs the missing packages with apt-get (CI machines start without
 * them): `chromium`, `fonts-noto-core` (Arabic and the Latin faces) and `fonts-noto-cjk`
 * (Japanese: without it every Japanese glyph is an empty box, and the layout checks measure
 * boxes, not text).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium.ts'

/** Each package with a file it installs: present file, installed package. */
const PACKAGES: ReadonlyArray<readonly [name: string, file: string]> = [
  ['chromium', CHROMIUM_PATH],
  ['fonts-noto-core', '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf'],
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
]

function run(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const missing = PACKAGES.filter(([, file]) => !existsSync(file))
if (missing.length === 0) {
  console.log(`chromium: found ${CHROMIUM_PATH} and the Noto fonts`)
} else {
  const names = missing.map(([name]) => name)
  console.log(`chromium: installing Debian's ${names.join(', ')}`)
  const apt = (args: string[]) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', ...names])
  const still = missing.filter(([, file]) => !existsSync(file))
  if (still.length > 0) {
    console.error(
      `chromium: still missing after apt-get install: ${still.map(([n]) => n).join(', ')}`,
    )
    process.exit(1)
  }
}
