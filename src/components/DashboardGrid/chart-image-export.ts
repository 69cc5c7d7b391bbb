import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { demoText } from '../../domain/board-pack/report-texts.ts'
import type {
  ChartImage,
  ImageBlock,
  ImageText,
  SlideSize,
} from '../ChartImage/chart-image-types.ts'
import {
  CARD_PADDING,
  CARD_WIDTH,
  SLIDE_COLUMN,
  SLIDE_PADDING,
} from '../ChartImage/image-document.ts'
import { svgToPng } from '../ChartImage/rasterize.ts'
import { renderChartImage } from '../ChartImage/render-chart-image.tsx'
import {
  cardImageLabel,
  contextLine,
  dashboardDescription,
  dashboardTitle,
  sourceLines,
  type ImageContext,
} from './chart-image-text.ts'
import { downloadStem } from './csv.ts'
import { downloadBlob } from './download.ts'
import type { ImageFormat } from './ImageMenu.tsx'
import {
  cardBlocks,
  cardDefinition,
  cardItems,
  ChartList,
  footnoteMark,
  type CardScale,
} from './image-panels.tsx'

/**
 * Saving a chart image (docs/decisions/0140, 0195): a card, or the whole dashboard as a 16:9
 * slide. Loaded on click only (a dynamic import), so the image renderer never weighs on a page
 * that does not use it.
 */

const CARD_SCALE: CardScale = {
  title: 18,
  value: 28,
  text: 15,
  note: 12,
  width: CARD_WIDTH - 2 * CARD_PADDING,
  bar: 32,
  sparkline: 40,
}

const SLIDE_CARD_SCALE: CardScale = {
  title: 20,
  value: 36,
  text: 16,
  note: 15,
  width: SLIDE_COLUMN - 2 * SLIDE_PADDING,
  bar: 28,
  sparkline: 56,
}

const muted = (text: string, size: number): ImageText => ({ kind: 'text', text, size, muted: true })

function demoMark(context: ImageContext): ImageBlock[] {
  return context.demo === true
    ? [
        { kind: 'gap', size: 8 },
        { kind: 'badge', text: demoText(context.i18n) },
      ]
    : []
}

/** One metric card, by its metric key: title, region, as-of time, chart, n, trend, definition, source. */
export function cardImage(info: OrganizationInfo, key: string, context: ImageContext) {
  const items = cardItems(info)
  const item = items.find((entry) =>
    entry.kind === 'distribution' ? entry.distribution.key === key : entry.percentage.key === key,
  )
  if (item === undefined) throw new Error(`No metric "${key}" in this dashboard.`)
  const charts = new ChartList()
  const mark = footnoteMark(1)
  const blocks = cardBlocks(item, context, {
    scale: CARD_SCALE,
    mark,
    lines: [muted(contextLine(context), 13), ...demoMark(context)],
    charts,
  })
  const notes = [`${mark} ${cardDefinition(item, context)}`, ...sourceLines(context)].map((note) =>
    muted(note, CARD_SCALE.note),
  )
  return renderChartImage({
    i18n: context.i18n,
    ...cardImageLabel(item, context),
    charts: charts.charts,
    layout: { kind: 'card', panel: { blocks: [...blocks, { kind: 'gap', size: 16 }, ...notes] } },
  })
}

/**
 * The whole dashboard as a slide: the organization, title, region and as-of time, the
 * percentages, the yes/no metrics with their trends, the definitions as footnotes, the source and
 * the suppression rule, and "Demo data" in demo mode.
 */
export function dashboardImage(info: OrganizationInfo, context: ImageContext, size: SlideSize) {
  const items = cardItems(info)
  const charts = new ChartList()
  const panels = items.map((item, index) => ({
    item,
    panel: {
      blocks: cardBlocks(item, context, {
        scale: SLIDE_CARD_SCALE,
        mark: footnoteMark(index + 1),
        charts,
      }),
    },
  }))
  return renderChartImage({
    i18n: context.i18n,
    title: dashboardTitle(context),
    description: dashboardDescription(items, context),
    charts: charts.charts,
    layout: {
      kind: 'slide',
      size,
      slide: {
        header: [
          muted(context.organizationName ?? 'Pipeline Diversity', 20),
          { kind: 'text', text: dashboardTitle(context), size: 40, weight: 700 },
          muted(contextLine(context), 20),
          ...demoMark(context),
        ],
        figures: panels.filter(({ item }) => item.kind === 'percentage').map(({ panel }) => panel),
        cards: panels.filter(({ item }) => item.kind === 'distribution').map(({ panel }) => panel),
        footnotes: items.map((item, index) =>
          muted(`${footnoteMark(index + 1)} ${cardDefinition(item, context)}`, 14),
        ),
        footer: sourceLines(context).map((line) => muted(line, 15)),
      },
    },
  })
}

async function save(image: ChartImage, format: ImageFormat, stem: string): Promise<void> {
  const blob =
    format === 'svg'
      ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' })
      : await svgToPng(image)
  downloadBlob(blob, `${stem}.${format}`)
}

/** `pipeline-diversity-us-2026-11-21-superstar.png`: one card, by its metric key. */
export async function saveCardImage(
  info: OrganizationInfo,
  key: string,
  context: ImageContext,
  format: ImageFormat,
): Promise<void> {
  const stem = `${downloadStem(info)}-${key.replace(/[^a-z0-9_-]/gi, '')}`
  await save(await cardImage(info, key, context), format, stem)
}

/** `pipeline-diversity-us-2026-11-21-1920x1080.png`: the whole dashboard as a slide. */
export async function saveDashboardImage(
  info: OrganizationInfo,
  context: ImageContext,
  format: ImageFormat,
  size: SlideSize,
): Promise<void> {
  const image = await dashboardImage(info, context, size)
  await save(image, format, `${downloadStem(info)}-${image.width}x${image.height}`)
}
