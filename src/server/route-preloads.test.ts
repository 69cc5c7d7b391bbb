import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkHeader, loadRoutePreloads, ROUTE_MODULES } from './route-preloads.ts'
import { useBff } from './testing/harness.ts'
import type { Manifest } from './vite-manifest.ts'

const [signIn, dashboard, embed] = ROUTE_MODULES.map((route) => route.module)

// Shaped like Vite's manifest: route chunks import the entry back, and a shared chunk.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [signIn!, dashboard!, embed!],
    css: ['assets/index-1.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
  [signIn!]: { file: 'assets/sign-in-1.js', imports: ['index.html', '_shared.js'] },
  [dashboard!]: {
    file: 'assets/dashboard-1.js',
    imports: ['index.html', '_vendor.js', '_shared.js'],
    css: ['assets/dashboard-1.css'],
  },
  [embed!]: { file: 'assets/embed-1.js', imports: ['index.html'] },
}

describe('linkHeader', () => {
  it('preloads the route chunk, its own imports and CSS, not what the entry loads', () => {
    expect(linkHeader(manifest, dashboard!)).toBe(
      '</assets/dashboard-1.js>; rel=modulepreload, ' +
        '</assets/dashboard-1.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/shared-1.js>; rel=modulepreload',
    )
  })
})

const bff = useBff()
let clientDir = ''
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'pdd-preloads-'))
  mkdirSync(path.join(clientDir, '.vite'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest))
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

describe('loadRoutePreloads', () => {
  it('matches each page of the SPA and nothing else', () => {
    const preloads = loadRoutePreloads(clientDir)
    expect(preloads('/sign-in')).toContain('</assets/sign-in-1.js>; rel=modulepreload')
    expect(preloads('/regions/eu')).toContain('</assets/dashboard-1.js>')
    expect(preloads('/embed/regions/us')).toBe('</assets/embed-1.js>; rel=modulepreload')
    for (const pathname of ['/', '/regions', '/regions/us/x', '/sign-in-now', '/nope']) {
      expect(preloads(pathname), pathname).toBeUndefined()
    }
  })

  it('gives no hints without a manifest', () => {
    expect(loadRoutePreloads(path.join(clientDir, 'missing'))('/sign-in')).toBeUndefined()
  })

  it('index.html carries the page’s Link header, whatever the query string', async () => {
    const app = await bff.app({}, { clientDir })
    const html = { accept: 'text/html' }
    const page = await app.inject({ url: '/regions/us?from=2026-01-01', headers: html })
    expect(page.statusCode).toBe(200)
    expect(page.headers.link).toBe(linkHeader(manifest, dashboard!))
    const home = await app.inject({ url: '/', headers: html })
    expect(home.headers.link).toBeUndefined()
  })
})
