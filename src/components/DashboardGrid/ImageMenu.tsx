import { useState } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { EXPORT_SKIP_ATTRIBUTE, type ImageFormat } from './image-export-types.ts'
import './ImageMenu.css'

export interface ImageMenuProps {
  /** What the picture shows, for the buttons' names ("Superstars", "the dashboard"). */
  subject: string
  /** Makes and saves the picture; the menu shows progress and errors. */
  onSave: (format: ImageFormat) => Promise<void>
  /** Visible label of the disclosure (default "Image"). */
  label?: string
}

const FORMATS: readonly ImageFormat[] = ['png', 'svg']

/** "Image ▸ PNG / SVG": a disclosure with one button per format, keyboard-usable as it is. */
export function ImageMenu({ subject, onSave, label = 'Image' }: ImageMenuProps) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  async function save(format: ImageFormat) {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await onSave(format)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <details className="image-menu" {...{ [EXPORT_SKIP_ATTRIBUTE]: '' }}>
      <summary className="btn btn--small">
        <Icon name="download" />
        {label}
        <span className="visually-hidden"> of {subject}</span>
      </summary>
      <div className="image-menu__panel" role="group" aria-label={`Save ${subject} as an image`}>
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn--small"
            aria-disabled={busy}
            onClick={() => void save(format)}
          >
            {format.toUpperCase()}
            <span className="visually-hidden"> image of {subject}</span>
          </button>
        ))}
        <p className="image-menu__status" role="status">
          {busy ? 'Preparing the image…' : failed ? 'The image could not be made. Try again.' : ''}
        </p>
      </div>
    </details>
  )
}
