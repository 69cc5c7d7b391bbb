import { Trans, useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import type { RegionId } from '../../domain/regions/regions.ts'
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
              <NavLink to={paths.dashboard.build(region)} end>
                <Trans>Dashboard</Trans>
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.trends.build(region)}>
                <Trans>Trends</Trans>
              </NavLink>
            </li>
          </>
        )}
        <li>
          <NavLink to={paths.compare.build()}>
            <Trans>Compare regions</Trans>
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}
