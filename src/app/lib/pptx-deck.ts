import PptxGenJS from 'pptxgenjs'
import type {
  ChartSeries,
  DeckModel,
  SeriesColour,
  Slide,
} from '../../domain/board-pack/deck-types.ts'

/**
 * Lays the board deck's model (src/domain/board-pack/deck-model.ts) out as a 16:9 PowerPoint file with
 * PptxGenJS (decision 0192): native charts with their data embedded, so the viewer restyles them
 * in PowerPoint; right to left in Arabic. Loaded only when the button is pressed.
 */

const INK = '1B2440'
const MUTED = '555E70'

/**
 * Colours bound to what a series is, never to its place (issue 35): Yes and No are the screen's
 * colours (src/styles/tokens.css, light theme) in every deck and direction, the target amber and
 * dashed, events rose, and each region always its own colour.
 */
const COLOURS: Readonly<Record<SeriesColour, string>> = {
  yes: '172554',
  no: '7B8597',
  target: 'B45309',
  event: 'BE123C',
  us: '2563EB',
  eu: '059669',
  gov: '7C3AED',
  ca: 'DC2626',
  uae: 'D97706',
  us2: '0891B2',
  ap: '4D7C0F',
  phx: 'DB2777',
}

/** Shares are percents (0–100): every value axis runs from 0 to 100 and reads "40%". */
const PERCENT = '0"%"'
const PERCENT_AXIS = {
  valAxisMinVal: 0,
  valAxisMaxVal: 100,
  valAxisLabelFormatCode: PERCENT,
  dataLabelFormatCode: PERCENT,
} as const

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

/**
 * Every slide's foot (issue 35): the source with every region the slide shows, the suppression
 * rule, "Confidential", "Demo data" in demo mode, the n, and the slide's number "3 / 11", so a
 * slide copied out of the deck still carries its warnings.
 */
function footer(
  slide: PptxSlide,
  model: DeckModel,
  place: { number: number; total: number; source?: string; n?: string },
  direction: Direction,
): void {
  const { footer: facts } = model
  const second = [facts.confidential, facts.demo ?? '', facts.asOf, place.n ?? '']
    .filter((part) => part !== '')
    .join(' · ')
  slide.addText(
    [
      {
        text: `${place.source ?? facts.source} · ${facts.suppression}`,
        options: { ...direction, breakLine: true },
      },
      { text: second, options: { ...direction, bold: false } },
    ],
    {
      ...direction,
      x: direction.rtlMode ? 1.4 : 0.4,
      y: 4.95,
      w: 8.2,
      h: 0.5,
      fontSize: 8,
      color: MUTED,
      valign: 'top',
    },
  )
  slide.addText(`${place.number} / ${place.total}`, {
    ...direction,
    align: direction.rtlMode ? 'left' : 'right',
    x: direction.rtlMode ? 0.4 : 8.6,
    y: 4.95,
    w: 1,
    h: 0.3,
    fontSize: 9,
    color: MUTED,
  })
  if (facts.demo !== undefined) {
    slide.addText(facts.demo, {
      ...direction,
      align: 'center',
      x: direction.rtlMode ? 0.4 : 8.1,
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

/** A series as PptxGenJS embeds it: the same data, in the same order, in every direction. */
function chartData(series: ChartSeries): PptxGenJS.OptsChartData {
  return {
    name: series.name,
    labels: [...series.labels],
    // A null is a gap in the line (`displayBlanksAs: 'gap'`); PptxGenJS types only numbers.
    values: [...series.values] as number[],
  }
}

/**
 * Right to left, the categories run from the right: the category axis is reversed (`maxMin`,
 * which PptxGenJS writes as given though it types only `minMax`). The data keep their order, so
 * every series and bar keeps its colour in both directions (issue 35: mirroring the data made the
 * Arabic deck's Yes grey and No navy).
 */
function axisDirection(direction: Direction): Pick<PptxGenJS.IChartOpts, 'catAxisOrientation'> {
  return {
    catAxisOrientation: (direction.rtlMode ? 'maxMin' : 'minMax') as 'minMax',
  }
}

function hex(colour: SeriesColour): string {
  return COLOURS[colour]
}

/** One colour for every series of a chart group (PptxGenJS reads a marker's by series index). */
function fill(colour: SeriesColour, count: number): string[] {
  return Array.from({ length: Math.max(count, 1) }, () => hex(colour))
}

/** The metric's weekly line, its target (amber, dashed, wider) and its events (numbered marks). */
function lineChart(
  page: PptxSlide,
  slide: Extract<Slide, { kind: 'metric' }>,
  direction: Direction,
): void {
  if (slide.trend === undefined) return
  // About six dates along the axis, the latest week's always: the other weeks' labels are left
  // empty, as LibreOffice draws every label whatever the label frequency says (issue 35).
  const every = Math.max(1, Math.ceil(slide.trend.labels.length / 6))
  const last = slide.trend.labels.length - 1
  const sparse = (series: ChartSeries): ChartSeries => ({
    ...series,
    labels: series.labels.map((label, index) => ((last - index) % every === 0 ? label : '')),
  })
  const trend = sparse(slide.trend)
  const target = slide.target === undefined ? undefined : sparse(slide.target)
  const marks = slide.events.map((mark) => ({
    name: String(mark.number),
    labels: trend.labels,
    values: trend.values.map((value, index) =>
      index === mark.index ? Math.min(100, (value ?? 50) + 6) : null,
    ),
    colours: ['event'] as SeriesColour[],
  }))
  const total = 1 + (target === undefined ? 0 : 1) + marks.length
  const types: PptxGenJS.IChartMulti[] = [
    {
      type: 'line',
      data: [chartData(trend)],
      options: { chartColors: fill('yes', total), lineSize: 2, lineDataSymbol: 'none' as const },
    },
    ...(target === undefined
      ? []
      : [
          {
            type: 'line' as const,
            data: [chartData(target)],
            options: {
              chartColors: fill('target', total),
              lineSize: 3,
              lineDash: 'dash' as const,
              lineDataSymbol: 'none' as const,
            },
          },
        ]),
    ...(marks.length === 0
      ? []
      : [
          {
            type: 'line' as const,
            data: marks.map((mark) => chartData(mark)),
            options: {
              chartColors: fill('event', total),
              lineSize: 0,
              lineDataSymbol: 'triangle' as const,
              lineDataSymbolSize: 9,
              showSerName: true,
              showValue: false,
              dataLabelPosition: 't' as const,
              dataLabelColor: hex('event'),
              dataLabelFontBold: true,
            },
          },
        ]),
  ]
  // Several chart groups in one chart: PptxGenJS takes the chart's options in the data's place.
  const options: PptxGenJS.IChartOpts = {
    x: 0.4,
    y: 0.9,
    w: 5.9,
    h: 3.2,
    displayBlanksAs: 'gap',
    ...axisDirection(direction),
    ...PERCENT_AXIS,
    catAxisLabelFontSize: 8,
    valAxisLabelFontSize: 8,
    catAxisLabelRotate: 0,
    showLegend: target !== undefined || marks.length > 0,
    legendPos: 'b',
    legendFontSize: 8,
  }
  page.addChart(types, options as unknown as unknown[])
}

function addSlide(
  pptx: PptxGenJS,
  model: DeckModel,
  slide: Slide,
  place: { number: number; total: number },
  direction: Direction,
): void {
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
      footer(page, model, place, direction)
      return
    }
    case 'metric': {
      lineChart(page, slide, direction)
      if (slide.split !== undefined) {
        page.addChart('bar', [chartData(slide.split)], {
          x: 6.5,
          y: 0.9,
          w: 3.1,
          h: 3.2,
          barDir: 'col',
          chartColors: slide.split.colours.map(hex),
          ...axisDirection(direction),
          ...PERCENT_AXIS,
          valAxisLabelFontSize: 8,
          showValue: true,
          showLegend: false,
        })
      }
      page.addText(
        [
          { text: slide.summary, options: { ...direction, breakLine: true, bold: true } },
          ...[slide.pace, slide.eventsNote]
            .filter((text) => text !== '')
            .map((text) => ({ text, options: { ...direction, breakLine: true } })),
          { text: slide.definition, options: direction },
        ],
        { ...direction, x: 0.4, y: 4.1, w: 9.2, h: 0.8, fontSize: 9, color: INK, fit: 'shrink' },
      )
      footer(page, model, { ...place, n: slide.n }, direction)
      return
    }
    case 'events': {
      page.addText(
        slide.lines.map((line) => ({ text: line, options: { ...direction, breakLine: true } })),
        { ...direction, x: 0.4, y: 0.9, w: 9.2, h: 3.9, fontSize: 12, color: INK, valign: 'top' },
      )
      footer(page, model, place, direction)
      return
    }
    case 'comparison': {
      page.addChart(
        'bar',
        slide.series.map((series) => chartData(series)),
        {
          x: 0.4,
          y: 0.8,
          w: 9.2,
          // Room for the note of the regions left out, above the table.
          h: slide.note === '' ? 2.45 : 2.15,
          barDir: 'col',
          barGrouping: 'clustered',
          chartColors: slide.series.map((series) => hex(series.colours[0] ?? 'yes')),
          ...axisDirection(direction),
          ...PERCENT_AXIS,
          catAxisLabelFontSize: 8,
          valAxisLabelFontSize: 8,
          showValue: true,
          dataLabelFontSize: 7,
          showLegend: true,
          legendPos: 'r',
          legendFontSize: 8,
        },
      )
      if (slide.note !== '') {
        page.addText(slide.note, { ...direction, x: 0.4, y: 2.97, w: 9.2, h: 0.3, fontSize: 9 })
      }
      // The shares with their n, and what a missing bar means ("Not reported", "No data").
      const cell = (text: string, bold = false) => ({
        text,
        options: { ...direction, fontSize: 7, color: INK, bold },
      })
      const rows = [
        slide.table.header.map((text) => cell(text, true)),
        ...slide.table.rows.map((row) => row.map((text) => cell(text))),
      ]
      page.addTable(direction.rtlMode ? rows.map((row) => row.reverse()) : rows, {
        x: 0.4,
        y: 3.3,
        w: 9.2,
        border: { type: 'solid', color: 'D0D4DC', pt: 0.5 },
        rowH: 0.24,
        margin: 0.03,
      })
      footer(page, model, { ...place, source: slide.source }, direction)
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
      footer(page, model, place, direction)
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
  model.slides.forEach((slide, index) =>
    addSlide(pptx, model, slide, { number: index + 1, total: model.slides.length }, direction),
  )
  const file = await pptx.write({ outputType: 'blob' })
  if (!(file instanceof Blob)) throw new TypeError('PptxGenJS did not return a Blob')
  return file
}
