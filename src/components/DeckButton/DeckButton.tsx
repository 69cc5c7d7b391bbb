import { Trans, useLingui } from '@lingui/react/macro'
import { BusyLabel } from '../BusyLabel/BusyLabel.tsx'
import { Icon } from '../Icon/Icon.tsx'

export interface DeckButtonProps {
  /** The deck is being made: the label says so, a click does nothing. */
  busy: boolean
  /** The last try failed: an alert says what to do. */
  failed: boolean
  onDownload: () => void
  /** Why there is no deck to make (a region without figures): the button is disabled and this is said. */
  unavailable?: string
}

/**
 * "Download slides (.pptx)": the board deck's button (issue 25) as it looks, while it works and
 * when the deck could not be made. What it downloads is the page's (src/app/routes/board-pack/).
 */
export function DeckButton({ busy, failed, onDownload, unavailable }: DeckButtonProps) {
  const { t } = useLingui()
  return (
    <div className="slides-button">
      <button
        type="button"
        className="btn btn--small"
        aria-disabled={busy}
        disabled={unavailable !== undefined}
        onClick={() => {
          if (!busy) onDownload()
        }}
      >
        <Icon name="download" />
        <BusyLabel
          busy={busy}
          idle={
            <Trans comment="Button: save the figures as a PowerPoint deck">
              Download slides (.pptx)
            </Trans>
          }
          working={<Trans comment="Button while the deck is made">Making slides…</Trans>}
        />
      </button>
      {unavailable !== undefined ? (
        <span className="slides-button__none" data-testid="slides-none">
          {unavailable}
        </span>
      ) : null}
      {failed ? (
        <p role="alert">{t`The slides could not be made. Try again, or download the CSV.`}</p>
      ) : null}
    </div>
  )
}
