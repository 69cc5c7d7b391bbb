import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { ThemeSwitch, type ThemeChoice } from '../ThemeSwitch/ThemeSwitch.tsx'
import './AppHeader.css'

export interface AppHeaderProps {
  productName?: string
  /** The signed-in e-mail; omit when signed out (no account controls are shown). */
  email?: string
  /** Label of the current region, for "Sign out of <region>". */
  regionLabel?: string
  /** Slot for the RegionSwitcher (or anything else region-related). */
  regionSwitcher?: ReactNode
  theme: ThemeChoice
  onThemeChange: (theme: ThemeChoice) => void
  /** Sign out of the current region only. */
  onSignOut?: () => void
  /** Sign out of every signed-in region. */
  onSignOutAll?: () => void
  /** A sign-out is under way. */
  signingOut?: boolean
  /** Id of the page's main element, for the skip link (default "main"). */
  mainId?: string
}

/** The top bar: skip link, product name, region slot, theme, account and sign-out. */
export function AppHeader({
  productName = 'Pipeline Diversity Dashboard',
  email,
  regionLabel,
  regionSwitcher,
  theme,
  onThemeChange,
  onSignOut,
  onSignOutAll,
  signingOut = false,
  mainId = 'main',
}: AppHeaderProps) {
  const guard = (action?: () => void) => () => {
    if (!signingOut) action?.()
  }
  return (
    <header className="app-header">
      <a className="app-header__skip" href={`#${mainId}`}>
        Skip to main content
      </a>
      <p className="app-header__brand">
        <Icon name="chart" />
        {productName}
      </p>
      {regionSwitcher ? <div className="app-header__region">{regionSwitcher}</div> : null}
      <div className="app-header__tools">
        <ThemeSwitch value={theme} onChange={onThemeChange} />
        {email ? (
          <div className="app-header__account" role="group" aria-label="Account">
            <p className="app-header__email">
              <span className="visually-hidden">Signed in as </span>
              {email}
            </p>
            {onSignOut ? (
              <button
                type="button"
                className="btn btn--small"
                aria-disabled={signingOut}
                onClick={guard(onSignOut)}
              >
                <Icon name="signOut" />
                {regionLabel ? `Sign out of ${regionLabel}` : 'Sign out'}
              </button>
            ) : null}
            {onSignOutAll ? (
              <button
                type="button"
                className="btn btn--small"
                aria-disabled={signingOut}
                onClick={guard(onSignOutAll)}
              >
                Sign out of all regions
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  )
}
