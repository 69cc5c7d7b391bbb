import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon.tsx'

export interface HeaderMenuProps {
  /** Visible name of the button from 1024 px up (the e-mail); below it says "Menu". */
  wideLabel?: string | undefined
  /** A menu only phones and tablets need (nothing in it from 1024 px up but what is inline). */
  narrowOnly: boolean
  children: ReactNode
}

/**
 * The header's menu: a native disclosure (keyboard and screen readers get it for free, and no
 * script weighs on the sign-in page, whose budget is tight). From 1024 px up it holds the
 * account; below, the theme and the links too.
 */
export function HeaderMenu({ wideLabel, narrowOnly, children }: HeaderMenuProps) {
  return (
    <details
      className={narrowOnly ? 'app-header__menu app-header__menu--narrow' : 'app-header__menu'}
    >
      <summary className="btn btn--small app-header__menu-toggle">
        <span className="app-header__narrow">
          <Trans comment="Button that opens the header's menu on small screens">Menu</Trans>
        </span>
        {wideLabel === undefined ? null : (
          <span className="app-header__wide app-header__menu-label">{wideLabel}</span>
        )}
        <Icon name="chevronDown" className="app-header__chevron" />
      </summary>
      <div className="app-header__panel">{children}</div>
    </details>
  )
}
