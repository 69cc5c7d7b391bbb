import { Trans, useLingui } from '@lingui/react/macro'
import { useLayoutEffect, type ReactNode } from 'react'
import { formatDateTime } from '../../domain/text/format.ts'
import {
  demoText,
  regionListText,
  sourceText,
  suppressionText,
} from '../../domain/board-pack/report-texts.ts'
import './PrintReport.css'

export interface PrintReportProps {
  /** ORGANIZATION_NAME: whose report it is. */
  organizationName: string
  /** What the document is ("Dashboard", "Trends", "Region comparison"). */
  title: string
  /** The regions' names, in the UI's language. */
  regions: readonly string[]
  /** When the figures were read; undefined while nothing is loaded. */
  asOf: Date | undefined
  /** The period the figures cover, when the view has one ("the last 12 months"). */
  period?: string | undefined
  demo: boolean
  /** MIN_GROUP_SIZE; 0 when small groups are shown. */
  minGroupSize: number
  locale?: string | undefined
  children: ReactNode
}

/**
 * A view as a document on paper (issue 25): on screen only `children` show; in print a title
 * block opens the document and a footer closes every page with the source, "Confidential", the
 * suppression rule and, in demo mode, "Demo data" (the words of src/domain/board-pack/report-texts.ts, which
 * the slides and images share). The footer and the page numbers are the page's bottom margin boxes
 * (PrintReport.css), so the last page's footer sits at its foot like every other's (issue 35); the
 * footer's text reaches them as a custom property of the root. The footer element itself is the
 * same text for tests and the Storybook print preview. A view's own title and
 * as-of line, marked `data-print-repeats`, are left off the paper: the title block says them, and
 * its document name is the paper's heading (hidden on screen, so never a second heading there).
 */
/** `text` as a CSS string: quotes and backslashes escaped, a line break as `\A`. */
function cssString(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\A ')
  return `"${escaped}"`
}

export function PrintReport(props: PrintReportProps) {
  const { organizationName, title, regions, period, demo, minGroupSize, locale } = props
  const { i18n, t } = useLingui()
  const regionList = regionListText(regions, locale)
  const asOf = props.asOf === undefined ? '–' : formatDateTime(props.asOf, locale ? { locale } : {})
  const demoMark = demo ? <strong className="pr__demo">{demoText(i18n)}</strong> : null
  const source = sourceText(i18n, regionList, asOf)
  const confidential = t({
    comment: 'Print footer: the document is not for circulation',
    message: 'Confidential',
  })
  const suppression = suppressionText(i18n, minGroupSize, locale)
  // The footer printed in every page's bottom margin (PrintReport.css): at the foot of the last
  // page too, never after its last line.
  const footer = [
    [source, confidential, demo ? demoText(i18n) : ''].filter(Boolean).join('  ·  '),
    suppression,
  ].join('\n')
  // Set through the CSSOM: the content security policy refuses inline style elements.
  useLayoutEffect(() => {
    const root = document.documentElement
    root.style.setProperty('--pr-footer', cssString(footer))
    return () => {
      root.style.removeProperty('--pr-footer')
    }
  }, [footer])
  return (
    <div className="pr">
      <div className="pr__title" data-testid="print-title">
        <p className="pr__organization">{organizationName}</p>
        <h1 className="pr__document">
          {title}
          {demoMark}
        </h1>
        <p className="pr__facts">
          <span>{regionList}</span>
          <span>
            <Trans>As of {asOf}</Trans>
          </span>
          {period === undefined ? null : <span>{period}</span>}
        </p>
      </div>
      <div className="pr__body">{props.children}</div>
      <div className="pr__footer" data-testid="print-footer">
        <div className="pr__footer-row">
          <span>{source}</span>
          <strong>{confidential}</strong>
          {demoMark}
        </div>
        <div className="pr__footer-row">{suppression}</div>
      </div>
    </div>
  )
}
