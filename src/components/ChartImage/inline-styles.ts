/**
 * A rendered chart's SVG made standalone: each element's computed presentation (colours, strokes,
 * fonts) written as attributes, classes and `style` removed. The page's CSS resolved every colour,
 * so the image has the screen's palette (src/styles/tokens.css) without a stylesheet.
 */

const PRESENTATION = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
] as const

const FONT = ['font-family', 'font-size', 'font-weight', 'direction'] as const

/** Properties whose computed value is the initial one add nothing: leave them out. */
const INITIAL: Readonly<Record<string, string>> = {
  'fill-opacity': '1',
  'stroke-opacity': '1',
  opacity: '1',
  'stroke-dasharray': 'none',
}

export function standaloneSvg(rendered: SVGSVGElement, size: { width: number; height: number }) {
  const copy = rendered.cloneNode(true) as SVGSVGElement
  const sources = [rendered, ...rendered.querySelectorAll('*')]
  const targets = [copy, ...copy.querySelectorAll('*')]
  sources.forEach((source, index) => {
    const target = targets[index]
    if (target === undefined) return
    const computed = getComputedStyle(source)
    const isText = source.localName === 'text' || source.localName === 'tspan'
    for (const property of isText ? [...PRESENTATION, ...FONT] : PRESENTATION) {
      const value = computed.getPropertyValue(property)
      if (value !== '' && INITIAL[property] !== value) target.setAttribute(property, value)
    }
    target.removeAttribute('class')
    target.removeAttribute('style')
    target.removeAttribute('tabindex')
  })
  copy.setAttribute('width', String(size.width))
  copy.setAttribute('height', String(size.height))
  copy.removeAttribute('role')
  return copy
}
