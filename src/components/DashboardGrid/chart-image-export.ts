import type { OrganizationInfo } from '../../domain/organization-info.ts'
import type { ChartImage, ImageLine } from '../ChartImage/chart-image-types.ts'
import { svgToPng } from '../ChartImage/rasterize.ts'
import { renderChartImage } from '../ChartImage/render-chart-image.tsx'
import {
  asOfLine,
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
import { cardItems, cardPanel } from './image-panels.tsx'

/**
 * Saving a chart image (docs/decisions/0140). Loaded on click only (a dynamic import), so the
 * image renderer never weighs on a page that does not use it.
 */

function muted(texts: readonly string[]): ImageLine[] {
  return texts.map((text) => ({ text, muted: true }))
}

/** One metric card, by its metric key: title, region, as-of time, chart, values, n and source. */
export function cardImage(info: OrganizationInfo, key: string, context: ImageContext) {
  const index = cardItems(info).findIndex((item) =>
    item.kind === 'distribution' ? item.distribution.key === key : item.percentage.key === key,
  )
  const item = cardItems(info)[index]
  if (item === undefined) throw new Error(`No metric "${key}" in this dashboard.`)
  const panel = cardPanel(item, context, index, muted([contextLine(context)]))
  return renderChartImage({
    i18n: context.i18n,
    ...cardImageLabel(item, context),
    panels: [{ ...panel, notes: [...(panel.notes ?? []), ...muted(sourceLines(context))] }],
  })
}

/** The whole dashboard: a heading with the region, as-of time and source, then every card. */
export function dashboardImage(info: OrganizationInfo, context: ImageContext) {
  const items = cardItems(info)
  return renderChartImage({
    i18n: context.i18n,
    title: dashboardTitle(context),
    description: dashboardDescription(items, context),
    heading: {
      title: dashboardTitle(context),
      lines: muted([asOfLine(context), ...sourceLines(context)]),
    },
    panels: items.map((item, index) => cardPanel(item, context, index)),
    columns: 2,
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

/** `pipeline-diversity-us-2026-11-21.png`: the whole dashboard. */
export async function saveDashboardImage(
  info: OrganizationInfo,
  context: ImageContext,
  format: ImageFormat,
): Promise<void> {
  await save(await dashboardImage(info, context), format, downloadStem(info))
}
