import { use } from 'react'
import type { ChartImage } from '../../components/ChartImage/chart-image-types.ts'
import './ImagePreview.css'

export interface ImagePreviewProps {
  /** The image being drawn (a card's or the dashboard's, chart-image-export.ts). */
  image: Promise<ChartImage>
}

/**
 * A chart image as it is saved (its SVG, shown as an image scaled to the width available), with
 * its size: for reviewing the images in Storybook. Suspends while the image is drawn. Storybook's
 * own chrome, so its caption is not in the product's catalogs (src/stories/README.md).
 */
export function ImagePreview({ image }: ImagePreviewProps) {
  const drawn = use(image)
  const { width, height } = drawn
  return (
    <figure className="image-preview">
      <img
        className="image-preview__image"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
        alt={drawn.description}
        width={width}
        height={height}
      />
      <figcaption className="image-preview__size">{`${width} × ${height} px`}</figcaption>
    </figure>
  )
}
