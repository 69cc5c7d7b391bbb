import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { collectFiles, ENTRY, type Manifest } from '../src/server/vite-manifest.ts'
import {
  brotliSizeOf,
  catalogKey,
  gzipSizeOf,
  measureCatalogs,
  measurePages,
  type PageBudget,
  pageFiles,
} from './bundle-pages.ts'
import { compressFile } from './precompress.ts'

// A manifest shaped like Vite's: an entry with a shared vendor chunk, two lazy routes and the
// language catalogs, the dashboard route importing a charts chunk statically and a table view
// dynamically.
const manifest: Manifest = {
  [ENTRY]: {
    file: 'assets/index.js',
    src: ENTRY,
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/sign-in.tsx',
      'src/dashboard.tsx',
      'src/locales/shell/en.po',
      'src/locales/shell/ar.po',
      'src/locales/en.po',
      'src/locales/ar.po',
      'src/locales/pseudo.po',
    ],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_charts.js': { file: 'assets/charts.js', imports: ['_vendor.js'], css: ['assets/charts.css'] },
  'src/sign-in.tsx': {
    file: 'assets/sign-in.js',
    isDynamicEntry: true,
    imports: [ENTRY, '_vendor.js'],
    css: ['assets/sign-in.css'],
  },
  'src/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    // Route chunks import the entry back, as Vite writes them.
    imports: [ENTRY, '_charts.js', '_vendor.js'],
    dynamicImports: ['src/table.tsx'],
  },
  'src/table.tsx': { file: 'assets/table.js', isDynamicEntry: true },
  'src/locales/shell/en.po': { file: 'assets/shell-en.js', isDynamicEntry: true },
  'src/locales/shell/ar.po': { file: 'assets/shell-ar.js', isDynamicEntry: true },
  'src/locales/en.po': { file: 'assets/en.js', isDynamicEntry: true },
  'src/locales/ar.po': { file: 'assets/ar.js', isDynamicEntry: true },
  'src/locales/pseudo.po': { file: 'assets/pseudo.js', isDynamicEntry: true },
}

const signIn: PageBudget = {
  name: 'sign-in',
  route: 'src/sign-in.tsx',
  budget: 100,
  catalogs: ['shell'],
}
const dashboard: PageBudget = { name: 'dashboard', route: 'src/dashboard.tsx', budget: 1000 }

describe('collectFiles', () => {
  it('follows static imports but not the lazy routes of the entry', () => {
    expect(collectFiles(manifest, ENTRY, { includeCss: false, includeDynamic: false })).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ])
  })

  it('fails loudly when a route is missing from the manifest', () => {
    expect(() =>
      collectFiles(manifest, 'src/gone.tsx', { includeCss: false, includeDynamic: false }),
    ).toThrow('The manifest has no chunk "src/gone.tsx".')
  })
})

describe('pageFiles', () => {
  it('counts the sign-in page with its CSS, without the dashboard, its charts or the catalogs', () => {
    expect(pageFiles(manifest, signIn)).toEqual([
      'assets/index.js',
      'assets/index.css',
      'assets/vendor.js',
      'assets/sign-in.js',
      'assets/sign-in.css',
    ])
  })

  it('counts the dashboard with its static imports, CSS and lazy chunks, each file once', () => {
    expect(pageFiles(manifest, dashboard).sort()).toEqual(
      [
        'assets/charts.css',
        'assets/charts.js',
        'assets/dashboard.js',
        'assets/index.css',
        'assets/index.js',
        'assets/table.js',
        'assets/vendor.js',
      ].sort(),
    )
  })

  it('leaves out what the page loads only on request (decision 0193)', () => {
    expect(pageFiles(manifest, { ...dashboard, onDemand: ['src/table.tsx'] })).not.toContain(
      'assets/table.js',
    )
  })
})

describe('measurePages', () => {
  const sizes: Record<string, number> = {
    'assets/index.js': 40,
    'assets/index.css': 5,
    'assets/vendor.js': 50,
    'assets/sign-in.js': 20,
    'assets/sign-in.css': 2,
    'assets/charts.js': 300,
    'assets/charts.css': 5,
    'assets/dashboard.js': 30,
    'assets/table.js': 10,
    'assets/shell-en.js': 2,
    'assets/shell-ar.js': 3,
    'assets/en.js': 7,
    'assets/ar.js': 9,
    'assets/pseudo.js': 11,
  }
  const size = {
    gzip: (file: string): number => sizes[file] ?? Number.NaN,
    // Brotli as served: a little smaller than gzip, as in a real build.
    brotli: (file: string): number => (sizes[file] ?? Number.NaN) - 1,
  }

  it("sums the page's files and the English catalog parts it loads, and flags a page over its budget", () => {
    const [signInMeasure, dashboardMeasure] = measurePages(manifest, size, [signIn, dashboard])
    // 40 + 5 + 50 + 20 + 2, and English's shell catalog, 2: not the app's (decision 0202).
    expect(signInMeasure?.total).toBe(119)
    expect(signInMeasure?.files.map(({ file }) => file)).not.toContain('assets/en.js')
    expect(signInMeasure?.files.at(-1)?.file).toBe('assets/shell-en.js')
    expect(signInMeasure?.ok).toBe(false)
    expect(signInMeasure?.brotliTotal).toBe(113)
    // 40 + 5 + 50 + 30 + 300 + 5 + 10, and both parts of English's catalog, 2 + 7.
    expect(dashboardMeasure?.total).toBe(449)
    expect(dashboardMeasure?.files.slice(-2).map(({ file }) => file)).toEqual([
      'assets/shell-en.js',
      'assets/en.js',
    ])
    expect(dashboardMeasure?.ok).toBe(true)
  })

  it("counts another language's catalog when asked", () => {
    const [signInMeasure, dashboardMeasure] = measurePages(
      manifest,
      size,
      [signIn, dashboard],
      'ar',
    )
    expect(signInMeasure?.total).toBe(120)
    expect(dashboardMeasure?.total).toBe(452)
  })

  it('accepts a page exactly at its budget', () => {
    const [measure] = measurePages(manifest, size, [{ ...signIn, budget: 119 }])
    expect(measure?.ok).toBe(true)
  })

  it('fails a page that downloads a chunk it must not, whatever its size', () => {
    // The sign-in page importing the dashboard's charts chunk statically, through its route.
    const leaky: Manifest = {
      ...manifest,
      'src/sign-in.tsx': { file: 'assets/sign-in.js', imports: [ENTRY, '_charts.js'] },
    }
    const guarded = { ...signIn, budget: 10_000, excludes: ['_charts.js'] }
    const [measure] = measurePages(leaky, size, [guarded])
    expect(measure?.forbidden).toEqual(['assets/charts.js'])
    expect(measure?.ok).toBe(false)

    const [clean] = measurePages(manifest, size, [guarded])
    expect(clean?.forbidden).toEqual([])
    expect(clean?.ok).toBe(true)
  })

  it('fails loudly when an excluded chunk or the catalog is missing from the manifest', () => {
    expect(() => measurePages(manifest, size, [{ ...signIn, excludes: ['src/gone.tsx'] }])).toThrow(
      'The manifest has no chunk "src/gone.tsx".',
    )
    expect(() => measurePages(manifest, size, [signIn], 'de')).toThrow(
      'The manifest has no catalog src/locales/shell/de.po.',
    )
    expect(() => measurePages(manifest, size, [dashboard], 'de')).toThrow(
      'The manifest has no catalog src/locales/shell/de.po.',
    )
    const withoutApp = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== 'src/locales/en.po'),
    )
    expect(measurePages(withoutApp, size, [signIn])[0]?.total).toBe(119)
    expect(() => measurePages(withoutApp, size, [dashboard])).toThrow(
      'The manifest has no catalog src/locales/en.po.',
    )
  })
})

describe('measureCatalogs', () => {
  const sizes = (bytes: Record<string, number>) => ({
    gzip: (file: string) => bytes[file] ?? 0,
    brotli: (file: string) => Math.round((bytes[file] ?? 0) * 0.9),
  })

  it("lists the languages' catalogs and their parts largest first, without Storybook's pseudo-locale", () => {
    const measures = measureCatalogs(
      manifest,
      sizes({
        'assets/shell-en.js': 2_000,
        'assets/shell-ar.js': 3_000,
        'assets/en.js': 7_000,
        'assets/ar.js': 9_000,
        'assets/pseudo.js': 12_000,
      }),
    )
    expect(measures.map(({ locale, part, gzip }) => [locale, part, gzip])).toEqual([
      ['ar', 'app', 9_000],
      ['en', 'app', 7_000],
      ['ar', 'shell', 3_000],
      ['en', 'shell', 2_000],
    ])
  })

  it('names the rare part apart (decision 0393)', () => {
    const withRare: Manifest = {
      'src/locales/en.po': { file: 'assets/en.js', isDynamicEntry: true },
      [catalogKey('rare', 'en')]: { file: 'assets/rare-en.js', isDynamicEntry: true },
    }
    const measures = measureCatalogs(withRare, sizes({ 'assets/en.js': 7, 'assets/rare-en.js': 2 }))
    expect(catalogKey('rare', 'en')).toBe('src/locales/rare/en.po')
    expect(measures.map(({ locale, part, file }) => [locale, part, file])).toEqual([
      ['en', 'app', 'assets/en.js'],
      ['en', 'rare', 'assets/rare-en.js'],
    ])
  })

  it('refuses a build without catalogs', () => {
    const withoutCatalogs = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => !key.startsWith('src/locales/')),
    )
    expect(() => measureCatalogs(withoutCatalogs, sizes({}))).toThrow(/no message catalog/)
  })
})

describe('gzipSizeOf', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  })

  it('measures the gzip size of a file in the build directory', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'check-bundle-'))
    const content = 'const answer = 42;\n'.repeat(200)
    writeFileSync(path.join(dir, 'a.js'), content)
    const size = gzipSizeOf(dir)('a.js')
    expect(size).toBe(gzipSync(content, { level: 9 }).length)
    expect(size).toBeLessThan(content.length / 10)
  })
})

describe('brotliSizeOf', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  })

  it('reads the size of the Brotli sibling the build wrote, and fails without one', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'check-bundle-'))
    writeFileSync(path.join(dir, 'a.js'), 'const answer = 42;\n'.repeat(200))
    writeFileSync(path.join(dir, 'b.js'), 'const other = 1;\n')
    await compressFile(path.join(dir, 'a.js'))
    expect(brotliSizeOf(dir)('a.js')).toBe(statSync(path.join(dir, 'a.js.br')).size)
    expect(brotliSizeOf(dir)('a.js')).toBeLessThan(gzipSizeOf(dir)('a.js'))
    expect(() => brotliSizeOf(dir!)('b.js')).toThrow('b.js has no Brotli sibling b.js.br.')
  })
})
