import { I18nProvider } from '@lingui/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { textDirection } from '../../domain/text/languages.ts'
import type { ChartImage, ImageRequest } from './chart-image-types.ts'
import type { TextMetrics } from './image-flow.ts'
import { imageDocument } from './image-document.ts'
import { standaloneSvg } from './inline-styles.ts'
import './ChartImage.css'

/** How long the off-screen charts may take to draw before the image is given up. */
const DRAW_TIMEOUT_MS = 5000

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

/** Resolves once the next frame has been painted. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

/**
 * Waits until every chart on the stage has drawn (Recharts measures and lays out over a few
 * renders) and its markup stayed the same for a frame.
 */
async function drawn(stage: HTMLElement, count: number): Promise<void> {
  const started = performance.now()
  let previous = ''
  for (;;) {
    await nextFrame()
    const surfaces = stage.querySelectorAll('[data-chart] svg.recharts-surface')
    const markup = stage.innerHTML
    if (surfaces.length === count && markup === previous) return
    if (performance.now() - started > DRAW_TIMEOUT_MS) {
      throw new Error('The charts of the image were not drawn in time.')
    }
    previous = markup
  }
}

/**
 * Text as the stage's font draws it: widths from a canvas (the same shaping, and fast), and each
 * paragraph's line box from an SVG text on the stage, whose fallback fonts (Japanese, Arabic)
 * set its height as they set the image's.
 */
function textMetrics(stage: HTMLElement, fontFamily: string): TextMetrics {
  const context = document.createElement('canvas').getContext('2d')
  if (context === null) throw new Error('This browser cannot measure the image’s text.')
  const svg = document.createElementNS(SVG_NAMESPACE, 'svg')
  const text = document.createElementNS(SVG_NAMESPACE, 'text')
  svg.append(text)
  stage.append(svg)
  return {
    measure: (value, size, weight) => {
      context.font = `${weight} ${size}px ${fontFamily}`
      return context.measureText(value).width
    },
    lineBox: (value, size, weight) => {
      text.setAttribute('font-size', String(size))
      text.setAttribute('font-weight', String(weight))
      text.textContent = value
      const box = text.getBBox()
      return { ascent: -box.y, descent: box.height + box.y }
    },
  }
}

/**
 * The one renderer of chart images (docs/decisions/0140, 0195), for downloads and, later, slides
 * and reports: each chart is the screen's own component, rendered off-screen at its size in the
 * light theme and the page's language and direction, then serialized with the colours the page's
 * CSS gave it and laid out as a card or a slide with text measured in the stage's font.
 */
export async function renderChartImage(request: ImageRequest): Promise<ChartImage> {
  const rtl = textDirection(request.i18n.locale) === 'rtl'
  const stage = document.createElement('div')
  stage.className = 'chart-image-stage'
  stage.dataset.theme = 'light'
  stage.dir = rtl ? 'rtl' : 'ltr'
  stage.lang = request.i18n.locale
  stage.setAttribute('aria-hidden', 'true')
  const probe = document.createElement('span')
  stage.append(probe)
  const mount = document.createElement('div')
  stage.append(mount)
  document.body.append(stage)
  const root = createRoot(mount)
  try {
    flushSync(() =>
      root.render(
        <I18nProvider i18n={request.i18n}>
          {request.charts.map((chart, index) => (
            <div key={index} data-panel={index} className="chart-image-stage__panel">
              {chart.node}
            </div>
          ))}
        </I18nProvider>,
      ),
    )
    await drawn(mount, request.charts.length)
    const charts = request.charts.map((chart, index) => {
      const rendered = mount.querySelector<SVGSVGElement>(
        `[data-panel="${index}"] svg.recharts-surface`,
      )
      return rendered === null ? undefined : standaloneSvg(rendered, chart)
    })
    const color = (value: string) => {
      if (value.startsWith('url(')) return value
      probe.style.color = ''
      probe.style.color = value
      return getComputedStyle(probe).color
    }
    const fontFamily = getComputedStyle(stage).fontFamily
    const image = imageDocument(request, {
      rtl,
      locale: request.i18n.locale,
      color,
      charts,
      ...textMetrics(stage, fontFamily),
      fontFamily,
    })
    const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(image.root)}\n`
    return {
      svg: markup,
      description: request.description,
      width: image.width,
      height: image.height,
      pngScale: image.pngScale,
    }
  } finally {
    root.unmount()
    stage.remove()
  }
}
