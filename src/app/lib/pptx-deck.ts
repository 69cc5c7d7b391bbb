import PptxGenJS from 'pptxgenjs'
import type { ChartSeries, DeckModel, Slide } from '../../domain/deck-model.ts'

/**
 * Lays the board deck's model (src/domain/deck-model.ts) out as a 16:9 PowerPoint file with
 * PptxGenJS (decision 0192): native charts with their data embedded, so the viewer restyles them
 * in PowerPoint; right to left in Arabic. Loaded only when the button is pressed.
 */

const INK = '1B2440'
const MUTED = '555E70'
const YES = '1F3A8A'
const NO = '8A94A6'
const REGION_COLOURS = [
  '1F3A8A',
  'B45309',
  '047857',
  '7C3AED',
  'BE123C',
  '0E7490',
  '4D7C0F',
  '334155',
]

/** Shares are percents: every chart's value axis runs from 0 to 100. */
const PERCENT_AXIS = { valAxisMinVal: 0, valAxisMaxVal: 100 } as const

type PptxSlide = ReturnType<PptxGenJS['addSlide']>

interface Direction {
  rtlMode: boolean
  align: 'left' | 'right'
  lang: string
}

function title(slide: PptxSlide, text: string, direction: Direction): void {
  slide.addText(text, {
    ...direction,
    x: 0.4,
    y: 0.2,
    w: 7.6,
    h: 0.6,
    fontSize: 24,
    bold: true,
    color: INK,
  })
}

function footer(slide: PptxSlide, model: DeckModel, n: string, direction: Direction): void {
  const { footer: facts } = model
  const first = [facts.region, facts.asOf, n].filter((part) => part !== '').join(' · ')
  slide.addText(
    [
      { text: first, options: { ...direction, breakLine: true } },
      { text: `${facts.source} · ${facts.suppression}`, options: direction },
    ],
    { ...direction, x: 0.4, y: 4.95, w: 9.2, h: 0.5, fontSize: 9, color: MUTED },
  )
  if (facts.demo !== undefined) {
    slide.addText(facts.demo, {
      ...direction,
      align: 'center',
      x: 8.1,
      y: 0.25,
      w: 1.5,
      h: 0.4,
      fontSize: 12,
      bold: true,
      color: 'B91C1C',
      line: { color: 'B91C1C', width: 1.5 },
    })
  }
}

/**
 * A series as PptxGenJS embeds it. Right to left, the categories run from the right: PptxGenJS
 * types only `catAxisOrientation: 'minMax'`, so the order of the data is mirrored instead.
 */
function chartData(series: ChartSeries, direction: Direction) {
  const mirror = <T>(items: readonly T[]) => (direction.rtlMode ? [...items].reverse() : [...items])
  return { name: series.name, labels: mirror(series.labels), values: mirror(series.values) }
}

/** The events under a metric's chart, numbered as on screen: "1. Mar 2, 2026: …  2. …". */
function eventsLine(events: readonly string[]): string {
  return events.map((event, index) => `${index + 1}. ${event}`).join('   ')
}

function addSlide(pptx: PptxGenJS, model: DeckModel, slide: Slide, direction: Direction): void {
  const page = pptx.addSlide()
  title(page, slide.title, direction)
  switch (slide.kind) {
    case 'summary': {
      page.addText(slide.subtitle, { ...direction, x: 0.4, y: 0.8, w: 9.2, h: 0.4, fontSize: 14 })
      const rows = slide.rows.map((row) =>
        [row.metric, row.value, row.change, row.n].map((text) => ({
          text,
          options: { ...direction, fontSize: 11, color: INK },
        })),
      )
      page.addTable(direction.rtlMode ? rows.map((row) => row.reverse()) : rows, {
        x: 0.4,
        y: 1.3,
        w: 9.2,
        colW: direction.rtlMode ? [2, 2.9, 1.3, 3] : [3, 1.3, 2.9, 2],
        border: { type: 'solid', color: 'D0D4DC', pt: 0.75 },
      })
      footer(page, model, '', direction)
      return
    }
    case 'metric': {
      if (slide.trend !== undefined) {
        // The target is a second series, dark and flat, named in the legend ("Target 40% by
        // Dec 2027") and in the pace under the chart. PptxGenJS dashes every line of a chart
        // alike, so it is not dashed here as on screen.
        const lines = [slide.trend, ...(slide.target === undefined ? [] : [slide.target])]
        page.addChart(
          'line',
          lines.map((series) => chartData(series, direction)),
          {
            x: 0.4,
            y: 0.9,
            w: 5.9,
            h: 3.2,
            chartColors: [YES, INK],
            lineSize: 2,
            lineDataSymbol: 'none',
            displayBlanksAs: 'gap',
            ...PERCENT_AXIS,
            catAxisLabelFrequency: String(Math.max(1, Math.round(slide.trend.labels.length / 6))),
            showLegend: slide.target !== undefined,
            legendPos: 'b',
          },
        )
      }
      if (slide.split !== undefined) {
        page.addChart('bar', [chartData(slide.split, direction)], {
          x: 6.5,
          y: 0.9,
          w: 3.1,
          h: 3.2,
          barDir: 'col',
          chartColors: [YES, NO],
          ...PERCENT_AXIS,
          showValue: true,
          showLegend: false,
        })
      }
      page.addText(
        [
          { text: slide.summary, options: { ...direction, breakLine: true, bold: true } },
          ...[slide.pace, eventsLine(slide.events)]
            .filter((text) => text !== '')
            .map((text) => ({ text, options: { ...direction, breakLine: true } })),
          { text: slide.definition, options: direction },
        ],
        { ...direction, x: 0.4, y: 4.1, w: 9.2, h: 0.8, fontSize: 9, color: INK, fit: 'shrink' },
      )
      footer(page, model, slide.n, direction)
      return
    }
    case 'comparison': {
      page.addChart(
        'bar',
        slide.series.map((series) => chartData(series, direction)),
        {
          x: 0.4,
          y: 0.9,
          w: 9.2,
          // Room for the note of the regions left out, above the footer.
          h: slide.note === '' ? 3.9 : 3.55,
          barDir: 'bar',
          barGrouping: 'clustered',
          chartColors: REGION_COLOURS.slice(0, slide.series.length),
          ...PERCENT_AXIS,
          showValue: true,
          showLegend: true,
          legendPos: 'b',
        },
      )
      if (slide.note !== '') {
        page.addText(slide.note, { ...direction, x: 0.4, y: 4.5, w: 9.2, h: 0.35, fontSize: 10 })
      }
      footer(page, model, '', direction)
      return
    }
    case 'methodology': {
      page.addText(
        slide.entries.flatMap((entry) => [
          { text: entry.term, options: { ...direction, bold: true, breakLine: true } },
          { text: entry.definition, options: { ...direction, breakLine: true } },
        ]),
        { ...direction, x: 0.4, y: 0.9, w: 9.2, h: 4, fontSize: 8, color: INK, valign: 'top' },
      )
      footer(page, model, '', direction)
      return
    }
  }
}

/** The deck as a .pptx Blob, its text in `lang` (a BCP 47 tag). */
export async function deckBlob(model: DeckModel, lang: string): Promise<Blob> {
  const pptx = new PptxGenJS()
  pptx.layout = 'LAYOUT_16x9'
  pptx.rtlMode = model.rtl
  pptx.title = model.title
  const direction: Direction = { rtlMode: model.rtl, align: model.rtl ? 'right' : 'left', lang }
  for (const slide of model.slides) addSlide(pptx, model, slide, direction)
  const file = await pptx.write({ outputType: 'blob' })
  if (!(file instanceof Blob)) throw new TypeError('PptxGenJS did not return a Blob')
  return file
}
