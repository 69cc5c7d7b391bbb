/**
 * Bundle budget of the built SPA (`npm run build` first; docs/decisions/0161).
 *
 * Each page is measured as a browser loads it (./bundle-pages.ts): the entry with its static
 * imports and CSS, the page's route chunks (static imports, CSS and the lazy chunks the route
 * loads) and the English catalog parts it loads (decision 0202); every catalog's size is listed
 * after the pages. Each file is gzip'd (level 9) and the sum compared
 * with the page's budget; beside it, the Brotli sizes actually served (the build's `.br`
 * siblings, docs/decisions/0075). Prints a table; exits 1 when a page is over budget, downloads
 * a chunk it must not, a chunk is missing from the manifest, or a file has no Brotli sibling.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { manifestSchema } from '../src/server/vite-manifest.ts'
import type { Manifest } from '../src/server/vite-manifest.ts'
import { brotliSizeOf, gzipSizeOf, KB, measureCatalogs, measurePages } from './bundle-pages.ts'
import type { CatalogMeasure, PageBudget, PageMeasure } from './bundle-pages.ts'

const DASHBOARD_ROUTE = 'src/app/routes/dashboard/dashboard-page.tsx'
const TRENDS_ROUTE = 'src/app/routes/trends/trends-page.tsx'
const COMPARE_ROUTE = 'src/app/routes/compare/compare-page.tsx'
/** The chunks of the pages after sign-in that show a region's figures. */
const REGION_PAGES = [DASHBOARD_ROUTE, TRENDS_ROUTE, COMPARE_ROUTE]
/** The board deck's code (PptxGenJS), imported when "Download slides (.pptx)" is pressed. */
export const DECK_CHUNK = 'src/app/lib/pptx-deck.ts'
/** The chart images' renderer, imported when a PNG or SVG download is asked for. */
export const IMAGE_CHUNK = 'src/components/DashboardGrid/chart-image-export.ts'
/** The trend view's edit mode, loaded for administrators only (decision 0213). */
export const EDIT_MODE_CHUNK = 'src/app/features/annotations/components/edit-mode.tsx'
/**
 * Code a signed-in page loads only when a download is asked for (decision 0193), or when the user
 * is an administrator (decision 0213).
 */
const ON_DEMAND = [DECK_CHUNK, 'src/domain/board-pack/deck-model.ts', IMAGE_CHUNK, EDIT_MODE_CHUNK]
/** Every signed-in page: React, the router, the data layer, Recharts and the page's charts. */
const SIGNED_IN_BUDGET = 295 * KB

/** A page of a region's figures, which downloads neither of the other two's chunks (decision 0393). */
function regionPage(name: string, route: string): PageBudget {
  const excludes = REGION_PAGES.filter((other) => other !== route)
  return { name, route, budget: SIGNED_IN_BUDGET, excludes, onDemand: ON_DEMAND }
}

/**
 * The page budgets (decision 0202: the sign-in page at issue 27's 125 kB, with a catalog of its
 * own; the signed-in pages at 295 kB, decision 0393). Raising one is a reviewed change here,
 * with its reason in a decision. The dashboard, the trend view and the comparison are each a
 * chunk of their own (decision 0393), measured as each loads.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    name: 'sign-in',
    route: 'src/app/routes/sign-in/sign-in-page.tsx',
    budget: 125 * KB,
    // Only the shell's messages: the app's load with the pages after sign-in (decision 0202).
    catalogs: ['shell'],
    // The sign-in page must not download the signed-in pages' code.
    excludes: REGION_PAGES,
  },
  regionPage('dashboard', DASHBOARD_ROUTE),
  regionPage('trends', TRENDS_ROUTE),
  regionPage('compare', COMPARE_ROUTE),
  {
    // The embed view shows the dashboard's cards and charts, without the dashboard page's chrome.
    name: 'embed',
    route: 'src/app/routes/embed/embed-page.tsx',
    budget: SIGNED_IN_BUDGET,
    excludes: REGION_PAGES,
    onDemand: ON_DEMAND,
  },
  {
    // The deck's code as a browser has it once the deck is asked for: the entry and the lazy chunk
    // of PptxGenJS (about 124 kB of it, with JSZip), never part of a page's load (decision 0193).
    name: 'board deck (on demand)',
    route: DECK_CHUNK,
    budget: 250 * KB,
  },
  {
    name: 'glossary',
    route: 'src/app/routes/glossary/glossary-page.tsx',
    budget: SIGNED_IN_BUDGET,
    excludes: REGION_PAGES,
  },
]

/** The budget of the page called `name` (e2e journeys compare what the browser requests). */
export function pageBudget(name: string): PageBudget {
  const page = PAGE_BUDGETS.find((candidate) => candidate.name === name)
  if (page === undefined) throw new Error(`No page budget named "${name}".`)
  return page
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} kB`

export function formatReport(measures: readonly PageMeasure[]): string {
  const lines: string[] = [
    'Bundle budget: entry + route chunks + the English catalog, gzip level 9 (Brotli as served beside it; 1 kB = 1000 bytes)',
    '',
  ]
  for (const { page, files, total, brotliTotal, forbidden, ok } of measures) {
    const verdict = ok ? 'ok' : total > page.budget ? 'OVER BUDGET' : 'FORBIDDEN FILES'
    lines.push(
      `${page.name}: ${kb(total)} gzip of ${kb(page.budget)} ${verdict}; ${kb(brotliTotal)} Brotli served`,
    )
    for (const file of forbidden) lines.push(`  must not load ${file}`)
    lines.push(`  ${'gzip'.padStart(10)}  ${'Brotli'.padStart(10)}  file`)
    for (const { file, gzip, brotli } of [...files].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`  ${kb(gzip).padStart(10)}  ${kb(brotli).padStart(10)}  ${file}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/** Every language's catalog, largest first: what another language adds to or takes from a page. */
export function formatCatalogs(catalogs: readonly CatalogMeasure[]): string {
  const lines = [
    "language catalogs (the shell's with every page, the app's with the pages after sign-in; the budgets count English):",
  ]
  for (const { locale, part, file, gzip, brotli } of catalogs) {
    lines.push(
      `  ${locale.padEnd(7)} ${part.padEnd(5)} ${kb(gzip).padStart(9)} gzip ${kb(brotli).padStart(9)} Brotli  ${file}`,
    )
  }
  return lines.join('\n')
}

function main(): void {
  const dir = path.resolve(process.argv[2] ?? 'dist/client')
  const manifestPath = path.join(dir, '.vite', 'manifest.json')
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
  } catch (error) {
    console.error(`check-bundle: cannot read ${manifestPath} (run npm run build first).`)
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  let measures: PageMeasure[]
  let catalogs: CatalogMeasure[]
  try {
    const sizes = { gzip: gzipSizeOf(dir), brotli: brotliSizeOf(dir) }
    measures = measurePages(manifest, sizes, PAGE_BUDGETS)
    catalogs = measureCatalogs(manifest, sizes)
  } catch (error) {
    console.error(`check-bundle: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  console.log(formatReport(measures))
  console.log(formatCatalogs(catalogs))
  const over = measures.filter((measure) => !measure.ok).map((measure) => measure.page.name)
  if (over.length > 0) {
    console.error(`check-bundle: failed: ${over.join(', ')}`)
    process.exit(1)
  }
}

if (import.meta.main) main()
