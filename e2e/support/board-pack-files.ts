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

/** A chart's series: its name, its colour, and its points' own colours by category label. */
export interface ChartSeriesXml {
  name: string
  colour: string | undefined
  points: Record<string, string>
  /** The series' line width (EMU) and dash, for line charts. */
  lineWidth: string | undefined
  dash: string | undefined
  marker: string | undefined
  showsName: boolean
  /** How many points (categories) the series has. */
  count: number
}

/** The series of a chart part, in order, read from its XML. */
export function chartSeries(chart: string): ChartSeriesXml[] {
  return [...chart.matchAll(/<c:ser>([\s\S]*?)<\/c:ser>/g)].map((match) => {
    const ser = match[1] ?? ''
    const name = /<c:tx>[\s\S]*?<c:v>([^<]*)<\/c:v>/.exec(ser)?.[1] ?? ''
    const spPr = /<\/c:tx>\s*<c:spPr>([\s\S]*?)<\/c:spPr>/.exec(ser)?.[1] ?? ''
    const labels = [
      ...(/<c:cat>([\s\S]*?)<\/c:cat>/.exec(ser)?.[1] ?? '').matchAll(
        /<c:pt idx="(\d+)">\s*<c:v>([^<]*)<\/c:v>/g,
      ),
    ].map((point) => [point[1] ?? '', point[2] ?? ''] as const)
    const points: Record<string, string> = {}
    for (const dPt of ser.matchAll(/<c:dPt>([\s\S]*?)<\/c:dPt>/g)) {
      const index = /<c:idx val="(\d+)"/.exec(dPt[1] ?? '')?.[1]
      const colour = /<a:srgbClr val="([0-9A-Fa-f]{6})"/.exec(dPt[1] ?? '')?.[1]
      const label = labels.find(([idx]) => idx === index)?.[1]
      if (label !== undefined && colour !== undefined) points[label] = colour.toUpperCase()
    }
    return {
      name,
      colour: /<a:srgbClr val="([0-9A-Fa-f]{6})"/.exec(spPr)?.[1]?.toUpperCase(),
      points,
      lineWidth: /<a:ln w="(\d+)"/.exec(spPr)?.[1],
      dash: /<a:prstDash val="(\w+)"/.exec(spPr)?.[1],
      marker: /<c:marker>\s*<c:symbol val="(\w+)"/.exec(ser)?.[1],
      showsName: /<c:showSerName val="1"\/>/.test(ser),
      count: Number(/<c:ptCount val="(\d+)"/.exec(/<c:val>[\s\S]*/.exec(ser)?.[0] ?? '')?.[1] ?? 0),
    }
  })
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
