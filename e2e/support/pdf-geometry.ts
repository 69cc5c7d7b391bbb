import { getDocumentProxy, getResolvedPDFJS } from 'unpdf'

/**
 * What a printed page draws and where (issue 35), read back with PDF.js (unpdf): every painted
 * path's bounding box with its colours, and every text run's box, in points from the page's top
 * left. The layout journeys check from these that each chart lies inside its card and the page's
 * margins, and how much of each page is used.
 */

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

interface PaintedPath extends Box {
  fill: string
  stroke: string
  /** True for a stroke, false for a fill. */
  stroked: boolean
}

interface TextRun extends Box {
  text: string
}

export interface PageGeometry {
  width: number
  height: number
  paths: PaintedPath[]
  texts: TextRun[]
}

type Matrix = [number, number, number, number, number, number]

function multiply(m: Matrix, n: Matrix): Matrix {
  // m applied after n: the PDF's `cm` concatenates n before the current matrix m.
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ]
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

/** The page box of a rectangle given in user space under `m`, flipped to top-down points. */
function pageBox(m: Matrix, rect: ArrayLike<number>, height: number): Box {
  const corners = [
    apply(m, rect[0] ?? 0, rect[1] ?? 0),
    apply(m, rect[2] ?? 0, rect[1] ?? 0),
    apply(m, rect[0] ?? 0, rect[3] ?? 0),
    apply(m, rect[2] ?? 0, rect[3] ?? 0),
  ]
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => height - y)
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  }
}

function colour(args: unknown): string {
  const value = Array.isArray(args) ? args[0] : undefined
  return typeof value === 'string' ? value.toLowerCase() : ''
}

export async function pdfGeometry(pdf: Buffer): Promise<PageGeometry[]> {
  const { OPS } = await getResolvedPDFJS()
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const pages: PageGeometry[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number)
    const [, , width = 0, height = 0] = page.view
    const list = await page.getOperatorList()
    const paths: PaintedPath[] = []
    let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, fill: '#000000', stroke: '#000000' }
    const stack: (typeof state)[] = []
    list.fnArray.forEach((fn, index) => {
      const args = list.argsArray[index] as unknown[]
      switch (fn) {
        case OPS.save:
          stack.push({ ...state })
          break
        case OPS.restore:
          state = stack.pop() ?? state
          break
        case OPS.transform:
          state.ctm = multiply(state.ctm, args as Matrix)
          break
        case OPS.paintFormXObjectBegin: {
          stack.push({ ...state })
          const matrix = args[0]
          if (Array.isArray(matrix) && matrix.length === 6) {
            state.ctm = multiply(state.ctm, matrix as Matrix)
          }
          break
        }
        case OPS.paintFormXObjectEnd:
          state = stack.pop() ?? state
          break
        case OPS.setFillRGBColor:
          state.fill = colour(args)
          break
        case OPS.setStrokeRGBColor:
          state.stroke = colour(args)
          break
        case OPS.constructPath: {
          const paint = args[0]
          const minMax = args[2] as ArrayLike<number> | undefined
          // endPath (a clip) paints nothing.
          if (typeof paint !== 'number' || paint === OPS.endPath || minMax === undefined) break
          const stroked = paint === OPS.stroke || paint === OPS.closeStroke
          paths.push({
            ...pageBox(state.ctm, minMax, height),
            fill: state.fill,
            stroke: state.stroke,
            stroked,
          })
          break
        }
      }
    })
    const content = await page.getTextContent()
    const texts: TextRun[] = []
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue
      const [, , , , x = 0, y = 0] = item.transform as number[]
      texts.push({
        text: item.str,
        left: x,
        right: x + item.width,
        top: height - y - item.height,
        bottom: height - y,
      })
    }
    pages.push({ width, height, paths, texts })
  }
  return pages
}

export function inside(inner: Box, outer: Box, tolerance = 1): boolean {
  return (
    inner.left >= outer.left - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.bottom <= outer.bottom + tolerance
  )
}
