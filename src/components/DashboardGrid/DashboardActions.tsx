import { Trans, useLingui } from '@lingui/react/macro'
import { BusyLabel } from '../BusyLabel/BusyLabel.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { ImageMenu, type ImageFormat } from './ImageMenu.tsx'
import { SlideSizeChoice } from './SlideSizeChoice.tsx'
import type { SlideSize } from '../ChartImage/chart-image-types.ts'
import { useState, type ReactNode } from 'react'

/** What the dashboard shows: its cards, or its tables (the switch of these actions). */
export type DashboardView = 'charts' | 'table'

export interface DashboardActionsProps {
  view: DashboardView
  /** Nothing reported: the table, CSV and print have nothing to show. */
  empty: boolean
  refreshing: boolean
  onRefresh?: (() => void) | undefined
  onViewChange: (view: DashboardView) => void
  onDownloadCsv: () => void
  onDownloadImage: (format: ImageFormat, size: SlideSize) => void
  /** More downloads of the page (the slides), placed with the others (issue 35). */
  downloads?: ReactNode
}

/**
 * Refresh, the table/charts switch (named by what it does), then every download in one place, in
 * the order of the trends and compare views: slides, CSV, image, print (issue 35).
 */
export function DashboardActions({
  view,
  empty,
  refreshing,
  onRefresh,
  onViewChange,
  onDownloadCsv,
  onDownloadImage,
  downloads,
}: DashboardActionsProps) {
  const { t } = useLingui()
  const [size, setSize] = useState<SlideSize>('1080p')
  return (
    <div className="dg__actions" role="group" aria-label={t`Dashboard actions`}>
      {onRefresh ? (
        <button
          type="button"
          className="btn btn--small"
          aria-disabled={refreshing}
          onClick={() => {
            if (!refreshing) onRefresh()
          }}
        >
          <Icon name="refresh" className={refreshing ? 'dg__spin' : undefined} />
          <BusyLabel
            busy={refreshing}
            idle={<Trans comment="Button: read the figures from the platform again">Refresh</Trans>}
            working={<Trans comment="Button while the figures are read again">Refreshing…</Trans>}
          />
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn--small"
        disabled={empty}
        onClick={() => onViewChange(view === 'table' ? 'charts' : 'table')}
      >
        <Icon name={view === 'table' ? 'chart' : 'table'} />
        {view === 'table' ? <Trans>Show charts</Trans> : <Trans>Show table</Trans>}
      </button>
      {downloads}
      <button type="button" className="btn btn--small" disabled={empty} onClick={onDownloadCsv}>
        <Icon name="download" />
        <Trans>Download CSV</Trans>
      </button>
      <ImageMenu
        summary={t`Download image`}
        subject={t({
          comment: 'What “Download {subject} as PNG” saves: the whole dashboard',
          message: 'dashboard',
        })}
        visibleSubject
        variant="button"
        disabled={empty}
        options={<SlideSizeChoice value={size} onChange={setSize} />}
        onDownload={(format) => onDownloadImage(format, size)}
      />
      <button
        type="button"
        className="btn btn--small"
        disabled={empty}
        onClick={() => window.print()}
      >
        <Icon name="print" />
        <Trans>Print / Save as PDF</Trans>
      </button>
    </div>
  )
}
