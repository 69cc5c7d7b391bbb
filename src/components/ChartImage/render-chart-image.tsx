import { I18nProvider } from '@lingui/react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { textDirection } from '../../domain/languages.ts'
import { chartSize, type ChartImage, type ImageRequest } from './chart-image-types.ts'
import { imageDocument } from './image-document.ts'
import { standaloneSvg } from './inline-styles.ts'
import './ChartImage.css'

/** How long the off-screen charts may take to draw before the image is given up. */
const DRAW_TIMEOUT_MS = 5000

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
 * The one renderer of chart images (docs/decisions/0140), for downloads and, later, slides and
 * reports: each panel's chart is the screen's own component, rendered off-screen at the export
 * size in the light theme and the page's language and direction, then serialized with the colours
 * the page's CSS gave it and framed with the panel's title, lines and notes.
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
    const charted = request.panels.filter((panel) => panel.chart !== undefined).length
    flushSync(() =>
      root.render(
        <I18nProvider i18n={request.i18n}>
          {request.panels.map((panel, index) => (
            <div key={index} data-panel={index} className="chart-image-stage__panel">
              {panel.chart ?? null}
            </div>
          ))}
        </I18nProvider>,
      ),
    )
    await drawn(mount, charted)
    const charts = request.panels.map((panel, index) => {
      const rendered = mount.querySelector<SVGSVGElement>(
        `[data-panel="${index}"] svg.recharts-surface`,
      )
      return panel.chart === undefined || rendered === null
        ? undefined
        : standaloneSvg(rendered, chartSize(panel))
    })
    const color = (value: string) => {
      if (value.startsWith('url(')) return value
      probe.style.color = ''
      probe.style.color = value
      return getComputedStyle(probe).color
    }
    const {
      root: svg,
      width,
      height,
    } = imageDocument(request, charts, {
      rtl,
      color,
      fontFamily: getComputedStyle(stage).fontFamily,
    })
    const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`
    return { svg: markup, width, height }
  } finally {
    root.unmount()
    stage.remove()
  }
}
