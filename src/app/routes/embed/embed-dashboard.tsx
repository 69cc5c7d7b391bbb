import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { DashboardGrid } from '../../../components/DashboardGrid/DashboardGrid.tsx'
import type { DashboardView } from '../../../components/DashboardGrid/DashboardActions.tsx'
import type { OrganizationInfo } from '../../../domain/metrics/organization-info.ts'
import { regionName } from '../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'

export interface EmbedDashboardProps {
  region: RegionId
  info: OrganizationInfo
  /** BCP 47 tag for numbers and dates; the browser's own when undefined. */
  locale: string | undefined
  /** Who is looking, when known (the portal's viewer id or the signed-in e-mail). */
  viewer: string | undefined
  /** The portal asked for the compact list (`compact=1`): the table first, not the charts. */
  compact: boolean
  /** Each metric's sparkline and change line, by metric key; undefined when turned off. */
  trends?: ((key: string) => ReactNode) | undefined
  /** Why the trends are missing ("not available right now"), when they are. */
  trendsStatus?: ReactNode
  refreshing: boolean
  /** The last refresh failed: the figures shown are from the last update. */
  stale?: boolean | undefined
  onRefresh: () => void
  /** Only for a sign-in made inside the frame: a portal-vouched view has nothing to sign out of. */
  signOut?: { onSignOut: () => void; pending: boolean } | undefined
}

/**
 * The framed dashboard: the app's own cards and charts (or, compact, its table), with who is
 * looking and, for a sign-in made in the frame, a way out. The frame's width lays it out.
 */
export function EmbedDashboard(props: EmbedDashboardProps) {
  const { region, info, locale, viewer, compact, trends, trendsStatus, refreshing, onRefresh } =
    props
  const { signOut, stale } = props
  const { i18n } = useLingui()
  const [chosen, setChosen] = useState<DashboardView>()
  return (
    <div className="embed-dashboard">
      <DashboardGrid
        info={info}
        regionLabel={regionName(i18n, region)}
        headingLevel={1}
        {...(locale === undefined ? {} : { locale })}
        view={chosen ?? (compact ? 'table' : 'charts')}
        onViewChange={setChosen}
        refreshing={refreshing}
        stale={stale}
        onRefresh={onRefresh}
        trends={trends}
      />
      {trendsStatus === null || trendsStatus === undefined ? null : (
        <p className="embed__meta embed-dashboard__trends">{trendsStatus}</p>
      )}
      {viewer === undefined && signOut === undefined ? null : (
        <p className="embed__meta embed-dashboard__viewer">
          {viewer === undefined ? null : (
            <span>
              <Trans comment="{viewer} is the portal's viewer id or the signed-in e-mail address.">
                Viewing as {viewer}
              </Trans>
            </span>
          )}
          {signOut === undefined ? null : (
            <button
              type="button"
              className="btn btn--small"
              aria-disabled={signOut.pending}
              onClick={() => {
                if (!signOut.pending) signOut.onSignOut()
              }}
            >
              {signOut.pending ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
            </button>
          )}
        </p>
      )}
    </div>
  )
}
