import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, type ReactNode } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import './ImageMenu.css'

export type ImageFormat = 'png' | 'svg'

export interface ImageMenuProps {
  /** What the disclosure says ("Download", "Download image"). */
  summary: string
  /** What is downloaded, for the buttons' names: "Download <subject> as PNG". */
  subject: string
  /** Whether the subject is shown in the buttons' text or only to screen readers. */
  visibleSubject?: boolean
  disabled?: boolean
  /** `button`: the summary looks like the buttons beside it (the dashboard's actions). */
  variant?: 'link' | 'button'
  onDownload: (format: ImageFormat) => void
  /** Choices above the format buttons (the dashboard's slide size). */
  options?: ReactNode
}

const FORMATS: readonly { format: ImageFormat; text: string }[] = [
  { format: 'png', text: 'PNG' },
  { format: 'svg', text: 'SVG' },
]

/**
 * "Download" as a native disclosure with a PNG and an SVG button (keyboard and screen readers get
 * it for free); it closes once a format is chosen, or with Escape. Hidden in print.
 */
export function ImageMenu({
  summary,
  subject,
  visibleSubject = false,
  disabled = false,
  variant = 'link',
  onDownload,
  options,
}: ImageMenuProps) {
  const { t } = useLingui()
  const details = useRef<HTMLDetailsElement>(null)
  if (disabled) {
    return (
      <button type="button" className="btn btn--small" disabled>
        <Icon name="download" />
        {summary}
      </button>
    )
  }
  return (
    <details
      className="image-menu"
      ref={details}
      onKeyDown={(event) => {
        // Escape closes the open panel and leaves the focus on its summary, as a menu does.
        if (event.key !== 'Escape' || details.current?.open !== true) return
        event.preventDefault()
        details.current.open = false
        details.current.querySelector('summary')?.focus()
      }}
    >
      <summary
        className={
          variant === 'button' ? 'btn btn--small image-menu__button' : 'image-menu__summary'
        }
      >
        <Icon name="download" />
        {summary}
        {visibleSubject ? null : (
          <span className="visually-hidden">
            {' '}
            <Trans comment="Read after “Download”; {subject} is a metric's name">
              {subject} as an image
            </Trans>
          </span>
        )}
      </summary>
      <div className="image-menu__panel">
        {options}
        {FORMATS.map(({ format, text }) => (
          <button
            key={format}
            type="button"
            className="btn btn--small"
            onClick={() => {
              if (details.current) details.current.open = false
              onDownload(format)
            }}
          >
            {visibleSubject ? (
              t({
                comment:
                  '{subject} is what is saved (“dashboard” or a metric’s name), {text} a file format (PNG, SVG)',
                message: `Download ${subject} as ${text}`,
              })
            ) : (
              <Trans comment="{subject} is a metric's name, {text} a file format (PNG, SVG); only the format is visible">
                <span className="visually-hidden">Download {subject} as </span>
                {text}
              </Trans>
            )}
          </button>
        ))}
      </div>
    </details>
  )
}
