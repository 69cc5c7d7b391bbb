import { Trans, useLingui } from '@lingui/react/macro'
import { AppNavLink } from './app-link.tsx'
import type { RegionId } from '../../domain/regions.ts'
import { paths } from '../config/paths.ts'
import './view-nav.css'

/**
 * The views of the signed-in app, in the header: a region's dashboard and trends (when a region
 * is shown), and the comparison of every region. The current view is `aria-current="page"`.
 */
export function ViewNav({ region }: { region?: RegionId | undefined }) {
  const { t } = useLingui()
  return (
    <nav className="view-nav" aria-label={t`Views`}>
      <ul>
        {region === undefined ? null : (
          <>
            <li>
              <AppNavLink to={paths.dashboard.build(region)} end>
                <Trans>Dashboard</Trans>
              </AppNavLink>
            </li>
            <li>
              <AppNavLink to={paths.trends.build(region)}>
                <Trans>Trends</Trans>
              </AppNavLink>
            </li>
          </>
        )}
        <li>
          <AppNavLink to={paths.compare.build()}>
            <Trans>Compare regions</Trans>
          </AppNavLink>
        </li>
      </ul>
    </nav>
  )
}
