import { describe, expect, it } from 'vitest'
import { KB, measurePages } from './bundle-pages.ts'
import { formatCatalogs, formatReport, PAGE_BUDGETS, pageBudget } from './check-bundle.ts'
import type { Manifest } from '../src/server/vite-manifest.ts'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    dynamicImports: ['src/locales/shell/en.po', 'src/locales/en.po'],
  },
  '_charts.js': { file: 'assets/charts.js' },
  'src/sign-in.tsx': { file: 'assets/sign-in.js', imports: ['index.html'] },
  'src/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['index.html', '_charts.js'] },
  'src/locales/shell/en.po': { file: 'assets/shell-en.js' },
  'src/locales/en.po': { file: 'assets/en.js' },
}

describe('the page budgets (decisions 0202, 0393)', () => {
  it('hold the sign-in page to 125 kB, every signed-in page to 295 kB and the deck to 250 kB', () => {
    expect(PAGE_BUDGETS.map(({ name, budget }) => [name, budget / KB])).toEqual([
      ['sign-in', 125],
      ['dashboard', 295],
      ['trends', 295],
      ['compare', 295],
      ['embed', 295],
      ['board deck (on demand)', 250],
      ['glossary', 295],
    ])
  })

  it('leave the code loaded on request out of the pages that ask for it', () => {
    for (const name of ['dashboard', 'trends', 'compare', 'embed']) {
      expect(pageBudget(name).onDemand).toContain(pageBudget('board deck (on demand)').route)
    }
  })

  it('count only the shell’s catalog on the sign-in page, both parts on every other page', () => {
    expect(pageBudget('sign-in').catalogs).toEqual(['shell'])
    for (const page of PAGE_BUDGETS.filter(({ name }) => name !== 'sign-in')) {
      expect(page.catalogs, page.name).toBeUndefined()
    }
  })

  it('forbid the signed-in pages’ chunks on the sign-in page', () => {
    for (const name of ['dashboard', 'trends', 'compare']) {
      expect(pageBudget('sign-in').excludes).toContain(pageBudget(name).route)
    }
    expect(() => pageBudget('settings')).toThrow('No page budget named "settings".')
  })

  it('measure the dashboard, the trend view and the comparison apart: none loads the others’ chunk (decision 0393)', () => {
    const views = ['dashboard', 'trends', 'compare'].map(pageBudget)
    expect(new Set(views.map(({ route }) => route)).size).toBe(3)
    for (const view of views) {
      const others = views.filter((other) => other !== view).map(({ route }) => route)
      expect(view.excludes, view.name).toEqual(others)
    }
  })
})

describe('the report', () => {
  const size = { gzip: (file: string) => (file.endsWith('charts.js') ? 300 : 100), brotli: () => 8 }

  it('names each page, its verdict and its files, the largest first', () => {
    const pages = [
      { name: 'sign-in', route: 'src/sign-in.tsx', budget: 100 },
      { name: 'dashboard', route: 'src/dashboard.tsx', budget: 1000 },
    ]
    const report = formatReport(measurePages(manifest, size, pages))
    expect(report).toContain('sign-in: 0.4 kB gzip of 0.1 kB OVER BUDGET; 0.0 kB Brotli served')
    expect(report).toMatch(
      /dashboard: 0\.7 kB gzip of 1\.0 kB ok[^\n]*\n[^\n]*file\n\s+0\.3 kB\s+0\.0 kB\s+assets\/charts\.js/,
    )
  })

  it('says when a page loads a file it must not', () => {
    const leaky = {
      ...manifest,
      'src/sign-in.tsx': { file: 'assets/sign-in.js', imports: ['index.html', '_charts.js'] },
    }
    const page = {
      name: 'sign-in',
      route: 'src/sign-in.tsx',
      budget: 10_000,
      excludes: ['_charts.js'],
    }
    expect(formatReport(measurePages(leaky, size, [page]))).toMatch(
      /FORBIDDEN FILES; .* Brotli served\n {2}must not load assets\/charts\.js/,
    )
  })

  it('lists every catalog', () => {
    const text = formatCatalogs([
      { locale: 'ar', part: 'app', file: 'assets/ar.js', gzip: 8_000, brotli: 6_900 },
      { locale: 'en', part: 'app', file: 'assets/en.js', gzip: 6_600, brotli: 5_700 },
      { locale: 'en', part: 'shell', file: 'assets/shell-en.js', gzip: 2_100, brotli: 1_800 },
    ])
    expect(text).toMatch(
      /ar\s+app\s+8\.0 kB gzip\s+6\.9 kB Brotli\s+assets\/ar\.js\n\s+en\s+app\s+6\.6 kB gzip/,
    )
    expect(text).toMatch(/en\s+shell\s+2\.1 kB gzip\s+1\.8 kB Brotli\s+assets\/shell-en\.js/)
  })
})
