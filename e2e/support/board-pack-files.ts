import { readFile } from 'node:fs/promises'
import { expect, type Download, type Page } from '@playwright/test'
import JSZip from 'jszip'
import { extractText, getDocumentProxy } from 'unpdf'

/**
 * The board pack's files as a journey reads them (issues 25, 26): a download's bytes, the .pptx
 * opened as the zip it is, and a view printed to PDF with Chromium and read back page by page.
 */

export async function saved(download: Download): Promise<Buffer> {
  return readFile(await download.path())
}

export async function downloadFrom(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).first().click(),
  ])
  return download
}

export interface Deck {
  slides: string[]
  /** The chart parts of each slide, in the slide's order. */
  charts: string[][]
  /** How many charts carry their data as an embedded workbook (what PowerPoint edits). */
  embedded: number
}

export async function openDeck(bytes: Buffer): Promise<Deck> {
  const zip = await JSZip.loadAsync(bytes)
  const count = Object.keys(zip.files).filter((name) =>
    /^ppt\/slides\/slide\d+\.xml$/.test(name),
  ).length
  const slides: string[] = []
  const charts: string[][] = []
  for (let index = 1; index <= count; index += 1) {
    slides.push((await zip.file(`ppt/slides/slide${index}.xml`)?.async('string')) ?? '')
    const rels = (await zip.file(`ppt/slides/_rels/slide${index}.xml.rels`)?.async('string')) ?? ''
    const parts = [...rels.matchAll(/Target="(?:\.\.|\/ppt)\/charts\/(chart\d+\.xml)"/g)].map(
      (match) => match[1] ?? '',
    )
    charts.push(
      await Promise.all(
        parts.map(async (part) => (await zip.file(`ppt/charts/${part}`)?.async('string')) ?? ''),
      ),
    )
  }
  let embedded = 0
  for (const name of Object.keys(zip.files)) {
    if (!/^ppt\/charts\/_rels\/chart\d+\.xml\.rels$/.test(name)) continue
    const rels = (await zip.file(name)?.async('string')) ?? ''
    const workbook = /Target="\.\.\/(embeddings\/[^"]+\.xlsx)"/.exec(rels)?.[1]
    if (workbook !== undefined && zip.file(`ppt/${workbook}`) !== null) embedded += 1
  }
  return { slides, charts, embedded }
}

/** The numbers a chart part embeds (its series' value caches), in order. */
export function embeddedValues(chart: string): string[] {
  return [...chart.matchAll(/<c:val>[\s\S]*?<\/c:val>/g)].flatMap((val) =>
    [...(val[0] ?? '').matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((match) => match[1] ?? ''),
  )
}

/** The text runs of a slide. */
export function slideText(slide: string): string {
  return [...slide.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]).join(' ')
}

/** Each page's text, read with PDF.js (unpdf, decision 0130). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { text } = await extractText(document, { mergePages: false })
  return text
}

export async function printed(page: Page, format: 'A4' | 'Letter'): Promise<string[]> {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf(
    format === 'Letter'
      ? { preferCSSPageSize: true, printBackground: true }
      : { format, landscape: true, printBackground: true },
  )
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  return pdfPages(pdf)
}
