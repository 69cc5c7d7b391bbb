import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { collectFiles, ENTRY, type Manifest } from '../src/server/vite-manifest.ts'
import {
  brotliSizeOf,
  CATALOG_BUDGET,
  formatCatalogReport,
  formatReport,
  gzipSizeOf,
  measureCatalogs,
  measurePages,
  type PageBudget,
  pageFiles,
} from './check-bundle.ts'
import { compressFile } from './precompress.ts'

// A manifest shaped like Vite's: an entry with a shared vendor chunk, two lazy routes, the
// dashboard route importing a charts chunk statically and a table view dynamically.
const manifest: Manifest = {
  [ENTRY]: {
    file: 'assets/index.js',
    src: ENTRY,
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/sign-in.tsx', 'src/dashboard.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_charts.js': { file: 'assets/charts.js', imports: ['_vendor.js'], css: ['assets/charts.css'] },
  'src/sign-in.tsx': {
    file: 'assets/sign-in.js',
    isDynamicEntry: true,
    imports: [ENTRY, '_vendor.js'],
  },
  'src/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    // Route chunks import the entry back, as Vite writes them.
    imports: [ENTRY, '_charts.js', '_vendor.js'],
    dynamicImports: ['src/table.tsx', 'src/deck.ts'],
  },
  'src/table.tsx': { file: 'assets/table.js', isDynamicEntry: true },
  'src/deck.ts': { file: 'assets/deck.js', isDynamicEntry: true, imports: ['_zip.js'] },
  '_zip.js': { file: 'assets/zip.js' },
}

const signIn: PageBudget = {
  name: 'sign-in',
  route: 'src/sign-in.tsx',
  includeCss: false,
  includeDynamic: false,
  budget: 100,
}
const dashboard: PageBudget = {
  name: 'dashboard',
  route: 'src/dashboard.tsx',
  includeCss: true,
  includeDynamic: true,
  budget: 1000,
  onDemand: ['src/deck.ts'],
}

describe('collectFiles', () => {
  it('follows static imports but not the lazy routes of the entry', () => {
    expect(collectFiles(manifest, ENTRY, { includeCss: false, includeDynamic: false })).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ])
  })

  it('adds CSS and dynamic imports when asked, skipping chunks already seen', () => {
    const seen = new Set([ENTRY])
    expect(
      collectFiles(manifest, 'src/dashboard.tsx', { includeCss: true, includeDynamic: true }, seen),
    ).toEqual([
      'assets/dashboard.js',
      'assets/charts.js',
      'assets/charts.css',
      'assets/vendor.js',
      'assets/table.js',
      'assets/deck.js',
      'assets/zip.js',
    ])
  })

  it('fails loudly when a route is missing from the manifest', () => {
    expect(() =>
      collectFiles(manifest, 'src/gone.tsx', { includeCss: false, includeDynamic: false }),
    ).toThrow('The manifest has no chunk "src/gone.tsx".')
  })
})

describe('pageFiles', () => {
  it('counts the sign-in page without the dashboard, the charts or the table', () => {
    expect(pageFiles(manifest, signIn)).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/sign-in.js',
    ])
  })

  it('does not reach the other lazy routes through the route chunk importing the entry', () => {
    expect(pageFiles(manifest, dashboard)).not.toContain('assets/sign-in.js')
  })

  it('leaves out what loads only on request, and what only it imports', () => {
    expect(pageFiles(manifest, dashboard)).not.toContain('assets/deck.js')
    expect(pageFiles(manifest, dashboard)).not.toContain('assets/zip.js')
    expect(pageFiles(manifest, { ...dashboard, onDemand: [] })).toContain('assets/zip.js')
  })

  it('counts the dashboard with everything it loads, each file once', () => {
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
})

describe('measurePages', () => {
  const sizes: Record<string, number> = {
    'assets/index.js': 40,
    'assets/vendor.js': 50,
    'assets/sign-in.js': 20,
    'assets/index.css': 5,
    'assets/charts.js': 300,
    'assets/charts.css': 5,
    'assets/dashboard.js': 30,
    'assets/table.js': 10,
  }
  const size = {
    gzip: (file: string): number => sizes[file] ?? Number.NaN,
    // Brotli as served: a little smaller than gzip, as in a real build.
    brotli: (file: string): number => (sizes[file] ?? Number.NaN) - 1,
  }

  it('sums the gzip sizes and flags a page over its budget', () => {
    const [signInMeasure, dashboardMeasure] = measurePages(manifest, size, [signIn, dashboard])
    expect(signInMeasure?.total).toBe(110)
    expect(signInMeasure?.ok).toBe(false)
    expect(signInMeasure?.brotliTotal).toBe(107)
    expect(dashboardMeasure?.total).toBe(440)
    expect(dashboardMeasure?.brotliTotal).toBe(433)
    expect(dashboardMeasure?.ok).toBe(true)
  })

  it('accepts a page exactly at its budget', () => {
    const [measure] = measurePages(manifest, size, [{ ...signIn, budget: 110 }])
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
    expect(formatReport([measure!])).toMatch(
      /FORBIDDEN FILES; .* Brotli served\n {2}must not load assets\/charts\.js/,
    )

    const [clean] = measurePages(manifest, size, [guarded])
    expect(clean?.forbidden).toEqual([])
    expect(clean?.ok).toBe(true)
  })

  it('fails loudly when an excluded chunk is missing from the manifest', () => {
    expect(() => measurePages(manifest, size, [{ ...signIn, excludes: ['src/gone.tsx'] }])).toThrow(
      'The manifest has no chunk "src/gone.tsx".',
    )
  })

  it('prints a table naming each file and the verdict', () => {
    const report = formatReport(measurePages(manifest, size, [signIn, dashboard]))
    expect(report).toContain('sign-in: 0.1 kB gzip of 0.1 kB OVER BUDGET; 0.1 kB Brotli served')
    expect(report).toContain('dashboard: 0.4 kB gzip of 1.0 kB ok; 0.4 kB Brotli served')
    expect(report).toMatch(/0\.3 kB\s+0\.3 kB\s+assets\/charts\.js/)
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

describe('measureCatalogs', () => {
  const withCatalogs: Manifest = {
    ...manifest,
    'src/locales/fr.po': { file: 'assets/fr.js', isDynamicEntry: true },
    'src/locales/ar.po': { file: 'assets/ar.js', isDynamicEntry: true },
  }
  const sizes = (bytes: Record<string, number>) => ({
    gzip: (file: string) => bytes[file] ?? 0,
    brotli: (file: string) => Math.round((bytes[file] ?? 0) * 0.9),
  })

  it('measures every catalog chunk against its budget', () => {
    const measures = measureCatalogs(
      withCatalogs,
      sizes({ 'assets/fr.js': 9_000, 'assets/ar.js': CATALOG_BUDGET + 1 }),
    )
    expect(measures.map(({ locale, ok }) => [locale, ok])).toEqual([
      ['ar', false],
      ['fr', true],
    ])
    expect(formatCatalogReport(measures)).toMatch(/ar .*OVER BUDGET/)
  })

  it('refuses a build without catalogs', () => {
    expect(() => measureCatalogs(manifest, sizes({}))).toThrow(/no message catalog/)
  })
})
