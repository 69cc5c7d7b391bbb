/**
 * Adds lockfile entries for platform-specific optional packages that npm left out because the
 * registry mirror it used did not serve them (see docs/decisions/0005-lockfile-platform-entries.md).
 * Without them `npm ci` refuses the lockfile as "out of sync". The entries carry `os`/`cpu`/`libc`,
 * so npm skips them on other platforms without fetching anything.
 *
 * Usage: npx node scripts/complete-lockfile.ts   (after any `npm install` that changes the lockfile)
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
  [key: string]: unknown
}

const OS_NAMES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32']
const CPU_NAMES: Record<string, string> = {
  'arm-eabi': 'arm',
  arm: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
}

/** Reads `<os>-<cpu>[-<abi>]` from the end of a binding package's name. */
export function platformOf(name: string): { os: string; cpu: string; libc?: string } | undefined {
  const tail = name.slice(name.lastIndexOf('/') + 1)
  const parts = tail.split('-')
  const osIndex = parts.findIndex((part) => OS_NAMES.includes(part))
  if (osIndex < 0) return undefined
  const os = parts[osIndex] ?? ''
  const rest = parts.slice(osIndex + 1)
  const cpuKey = rest[0] === 'arm' && rest[1] === 'eabi' ? 'arm-eabi' : (rest[0] ?? '')
  const cpu = CPU_NAMES[cpuKey]
  if (cpu === undefined) return undefined
  const abi = rest.join('-')
  const libc = abi.includes('musl') ? 'musl' : abi.includes('gnu') ? 'glibc' : undefined
  return libc === undefined ? { os, cpu } : { os, cpu, libc }
}

const path = 'package-lock.json'
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> }
let added = 0
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? 'node_modules' : `${location}/node_modules`
    const key = `${base}/${name}`
    const hoisted = `node_modules/${name}`
    if (lock.packages[key] !== undefined || lock.packages[hoisted] !== undefined) continue
    const platform = platformOf(name)
    if (platform === undefined) continue
    // Field order as npm writes it: version first, then the rest alphabetically.
    lock.packages[hoisted] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev === true ? { dev: true } : {}),
      ...(platform.libc === undefined ? {} : { libc: [platform.libc] }),
      optional: true,
      os: [platform.os],
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`)
