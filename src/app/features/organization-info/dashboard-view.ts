import type { DashboardView } from '../../../components/DashboardGrid/DashboardActions.tsx'

/**
 * The dashboard's view lives in its URL (`?view=table`), so a reload or a shared link keeps it.
 * Anything but `table` reads as the charts, the default, which the URL leaves out.
 */
export function readView(params: URLSearchParams): DashboardView {
  return params.get('view') === 'table' ? 'table' : 'charts'
}

/** The query string with `view` set for `view` (other parameters kept). */
export function withView(params: URLSearchParams, view: DashboardView): URLSearchParams {
  const next = new URLSearchParams(params)
  if (view === 'table') next.set('view', 'table')
  else next.delete('view')
  return next
}
