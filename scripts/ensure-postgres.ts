/**
 * Makes sure Debian's PostgreSQL server binaries are installed before the store tests run (they
 * start a throwaway cluster). Installs the `postgresql` package with apt-get when missing, the
 * same way ensure-chromium.ts installs Chromium.
 */
import { execFileSync } from 'node:child_process'
import { postgresBinDir } from './postgres.ts'

function run(command: string, args: string[]): void {
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

const found = postgresBinDir()
if (found !== undefined) {
  console.log(`postgres: found ${found}`)
} else {
  console.log("postgres: initdb is missing; installing Debian's postgresql package")
  const apt = (args: string[]) =>
    process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args])
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', 'postgresql'])
  if (postgresBinDir() === undefined) {
    console.error('postgres: still missing after apt-get install')
    process.exit(1)
  }
}
