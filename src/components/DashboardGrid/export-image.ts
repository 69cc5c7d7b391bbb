import { domToBlob, domToSvg } from 'modern-screenshot'
import { DRAW_ALL_EVENT } from '../DistributionChart/draw-all.ts'
import { downloadBlob } from './download.ts'
import { EXPORT_SKIP_ATTRIBUTE, type ImageContext, type ImageFormat } from './image-export-types.ts'

/**
 * PNG and SVG pictures of a card or of the whole dashboard, for slides. Loaded on the first click
 * only (a dynamic import): modern-screenshot never weighs on a page that exports nothing. The
 * picture carries its own context: a heading with the title, region and as-of date is drawn above
 * the cloned content (whose cards already show their n); buttons and disclosures are left out.
 */

const PADDING = 16
/** Room for the two header lines (20 px and 14 px text, 12 px below). */
const HEADER_HEIGHT = 64

function contextHeader(ownerDocument: Document, context: ImageContext, color: string): HTMLElement {
  const header = ownerDocument.createElement('div')
  header.style.padding = '0 0 12px'
  header.style.height = `${HEADER_HEIGHT - 12}px`
  header.style.color = color
  header.style.fontFamily = 'system-ui, sans-serif'
  const title = ownerDocument.createElement('div')
  title.textContent = context.title
  title.style.fontSize = '20px'
  title.style.fontWeight = '700'
  const subtitle = ownerDocument.createElement('div')
  subtitle.textContent = context.subtitle
  subtitle.style.fontSize = '14px'
  header.append(title, subtitle)
  return header
}

/** Lets every lazily drawn chart draw, then waits two frames for React and the layout. */
async function drawEverything(): Promise<void> {
  window.dispatchEvent(new Event(DRAW_ALL_EVENT))
  for (let frame = 0; frame < 2; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  }
}

export async function saveImage(
  node: HTMLElement,
  format: ImageFormat,
  context: ImageContext,
  fileName: string,
): Promise<void> {
  await drawEverything()
  const style = getComputedStyle(node)
  const page = getComputedStyle(node.ownerDocument.body)
  const width = node.offsetWidth
  const options = {
    width: width + 2 * PADDING,
    height: node.offsetHeight + 2 * PADDING + HEADER_HEIGHT,
    scale: format === 'png' ? 2 : 1,
    backgroundColor: page.backgroundColor,
    font: false as const,
    filter: (element: Node) =>
      !(element instanceof Element && element.hasAttribute(EXPORT_SKIP_ATTRIBUTE)),
    onCloneNode: (clone: Node) => {
      if (!(clone instanceof HTMLElement)) return
      clone.style.boxSizing = 'content-box'
      clone.style.width = `${width}px`
      clone.style.height = 'auto'
      clone.style.margin = '0'
      clone.style.padding = `${PADDING}px`
      clone.prepend(contextHeader(clone.ownerDocument, context, style.color))
    },
  }
  if (format === 'png') {
    downloadBlob(await domToBlob(node, { ...options, type: 'image/png' }), fileName)
    return
  }
  const dataUrl = await domToSvg(node, options)
  const svg = decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1))
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), fileName)
}
