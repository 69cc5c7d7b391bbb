import type { ChartImage } from './chart-image-types.ts'

/**
 * The SVG drawn on a canvas and encoded as PNG, at the image's `pngScale` pixels per unit of its
 * size. The image is read from a data: URL, which the app's `img-src 'self' data:` allows (a blob:
 * URL would need the policy loosened); the SVG holds no external references, so the canvas stays
 * readable.
 */
export async function svgToPng(image: ChartImage): Promise<Blob> {
  const img = new Image()
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`
  await img.decode()
  const canvas = document.createElement('canvas')
  canvas.width = image.width * image.pngScale
  canvas.height = image.height * image.pngScale
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
