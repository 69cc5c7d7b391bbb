import { Icon } from '../Icon/Icon.tsx'
import type { DashboardView } from './DashboardGrid.tsx'
import { ImageMenu, type ImageFormat } from './ImageMenu.tsx'

export interface DashboardActionsProps {
  view: DashboardView
  /** Nothing reported: the table, CSV and print have nothing to show. */
  empty: boolean
  refreshing: boolean
  onRefresh?: (() => void) | undefined
  onViewChange: (view: DashboardView) => void
  onDownloadCsv: () => void
  onDownloadImage: (format: ImageFormat) => void
}

/** Refresh, the table/charts switch (named by what it does), CSV, image and print. */
export function DashboardActions({
  view,
  empty,
  refreshing,
  onRefresh,
  onViewChange,
  onDownloadCsv,
  onDownloadImage,
}: DashboardActionsProps) {
  return (
    <div className="dg__actions" role="group" aria-label="Dashboard actions">
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
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn--small"
        disabled={empty}
        onClick={() => onViewChange(view === 'table' ? 'charts' : 'table')}
      >
        <Icon name={view === 'table' ? 'chart' : 'table'} />
        {view === 'table' ? 'Show charts' : 'Show table'}
      </button>
      <button type="button" className="btn btn--small" disabled={empty} onClick={onDownloadCsv}>
        <Icon name="download" />
        Download CSV
      </button>
      <ImageMenu
        summary="Download image"
        subject="dashboard"
        visibleSubject
        variant="button"
        disabled={empty}
        onDownload={onDownloadImage}
      />
      <button
        type="button"
        className="btn btn--small"
        disabled={empty}
        onClick={() => window.print()}
      >
        <Icon name="print" />
        Print / Save as PDF
      </button>
    </div>
  )
}
