import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { sentenceSeparator } from '../../domain/text/format.ts'
import { ImageMenu, type ImageFormat } from './ImageMenu.tsx'
import './MetricCardFrame.css'

export interface MetricCardFrameProps {
  /** `card-<metric key>`: what tests find the card by. */
  testId: string
  /** The metric's name in the reader's language, for "Definition of <term>". */
  term: string
  definition: string
  /** Where the glossary is; the definition links to it when given. */
  glossaryHref?: string | undefined
  /** Anchor of the term on the glossary page. */
  glossaryAnchor: string
  /** How many are behind the figure ("of 42 pipelines"); always visible. */
  n?: ReactNode
  /** A note under the figure, e.g. why the group is hidden. */
  note?: ReactNode
  /** A line under the chart for a later change or trend (issue 14); nothing by default. */
  trend?: ReactNode
  /** Saves the card as an image; the card offers "Download" PNG and SVG when given. */
  onDownloadImage?: ((format: ImageFormat) => void) | undefined
  /** The figure itself: DistributionChart or PercentageFigure. */
  children: ReactNode
}

/**
 * The card around one metric: the figure, then its n, its notes, a trend line when there is one,
 * and the definition one click away (a native disclosure: keyboard and screen readers get it for
 * free). Sized by its own width (container queries), so it works in a 320 px portal column.
 */
export function MetricCardFrame({
  testId,
  term,
  definition,
  glossaryHref,
  glossaryAnchor,
  n,
  note,
  trend,
  onDownloadImage,
  children,
}: MetricCardFrameProps) {
  const { i18n, t } = useLingui()
  return (
    <div className="mc" data-testid={testId}>
      <div className="mc__figure">{children}</div>
      {trend === undefined ? null : <div className="mc__trend">{trend}</div>}
      <div className="mc__foot">
        {n === undefined ? null : (
          <p className="mc__n" data-testid="card-n">
            {n}
          </p>
        )}
        {note === undefined ? null : <div className="mc__note">{note}</div>}
        <div className="mc__tools">
          <details className="mc__definition">
            <summary>
              <Trans comment="Opens a metric's definition; {term} is the metric's name">
                Definition<span className="visually-hidden"> of {term}</span>
              </Trans>
            </summary>
            <p data-testid="card-definition">
              {definition}
              {glossaryHref === undefined ? null : (
                <>
                  {sentenceSeparator(i18n.locale)}
                  <a href={`${glossaryHref}#${glossaryAnchor}`}>
                    <Trans comment="Link to the metric in the glossary; {term} is the metric's name">
                      Glossary<span className="visually-hidden">: {term}</span>
                    </Trans>
                  </a>
                </>
              )}
            </p>
          </details>
          {onDownloadImage === undefined ? null : (
            <ImageMenu
              summary={t({
                comment: 'Opens the menu to save a chart as an image',
                message: 'Download',
              })}
              subject={term}
              onDownload={onDownloadImage}
            />
          )}
        </div>
      </div>
    </div>
  )
}
