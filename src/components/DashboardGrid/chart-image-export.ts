import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { percentageItems } from '../../domain/percentage-figures.ts'
import { cardImage, dashboardImage } from './chart-image.ts'
import type { CardItem, ImageContext } from './chart-image-text.ts'
import { downloadStem } from './csv.ts'
import { downloadBlob } from './download.ts'
import type { SvgDocument } from './svg-markup.ts'

/**
 * Saving a chart image (docs/decisions/0103). Loaded on click only (a dynamic import), so the
 * builders and the rasteriser never weigh on a page that does not use them.
 */

export type ImageFormat = 'png' | 'svg'

/** Pixels per SVG unit of the PNG: sharp on slides and high-density screens. */
export const PNG_SCALE = 2

/**
 * The SVG drawn on a canvas and encoded as PNG. The image is read from a data: URL, which the
 * app's `img-src 'self' data:` allows (a blob: URL would need the policy loosened); the SVG holds
 * no external references, so the canvas stays readable.
 */
export async function svgToPng(image: SvgDocument, scale = PNG_SCALE): Promise<Blob> {
  const img = new Image()
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`
  await img.decode()
  const canvas = document.createElement('canvas')
  canvas.width = image.width * scale
  canvas.height = image.height * scale
  const context = canvas.getContext('2d')
  if (context === null) throw new Error('This browser cannot draw the image.')
  context.drawImage(img, 0, 0, canvas.width, canvas.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob)
      else reject(new Error('This browser cannot encode the image as PNG.'))
    }, 'image/png')
  })
}

async function save(image: SvgDocument, format: ImageFormat, stem: string): Promise<void> {
  const blob =
    format === 'svg'
      ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' })
      : await svgToPng(image)
  downloadBlob(blob, `${stem}.${format}`)
}

function cardItem(info: OrganizationInfo, key: string): CardItem {
  const distribution = info.distributions.find((candidate) => candidate.key === key)
  if (distribution) return { kind: 'distribution', distribution }
  const percentage = percentageItems(info).find((candidate) => candidate.key === key)
  if (percentage) return { kind: 'percentage', percentage }
  throw new Error(`No metric "${key}" in this dashboard.`)
}

/** `pipeline-diversity-us-2026-11-21-superstar.png`: one card, by its metric key. */
export function saveCardImage(
  info: OrganizationInfo,
  key: string,
  context: ImageContext,
  format: ImageFormat,
): Promise<void> {
  return save(
    cardImage(cardItem(info, key), context),
    format,
    `${downloadStem(info)}-${key.replace(/[^a-z0-9_-]/gi, '')}`,
  )
}

/** `pipeline-diversity-us-2026-11-21.png`: the whole dashboard. */
export function saveDashboardImage(
  info: OrganizationInfo,
  context: ImageContext,
  format: ImageFormat,
): Promise<void> {
  return save(dashboardImage(info, context), format, downloadStem(info))
}
