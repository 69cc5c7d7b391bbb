import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Language } from '../../domain/languages.ts'
import { Icon } from '../Icon/Icon.tsx'
import { LanguageMenu } from '../LanguageMenu/LanguageMenu.tsx'
import { ThemeSwitch, type ThemeChoice } from '../ThemeSwitch/ThemeSwitch.tsx'
import { HeaderMenu } from './HeaderMenu.tsx'
import './AppHeader.css'

export interface AppHeaderProps {
  /** The product's name (default: "Pipeline Diversity Dashboard", from the catalogs). */
  productName?: string
  /** The signed-in e-mail; omit when signed out (no account controls are shown). */
  email?: string | undefined
  /** Name of the current region in the UI's language, for "Sign out of <region>". */
  regionLabel?: string | undefined
  /** Slot for the RegionSwitcher (or anything else region-related). */
  regionSwitcher?: ReactNode
  /** Links to the app's own pages (the glossary): in the row from 1024 px up, in the menu below. */
  links?: ReactNode
  theme: ThemeChoice
  onThemeChange: (theme: ThemeChoice) => void
  language: Language
  onLanguageChange: (language: Language) => void
  /** The chosen language's messages are loading. */
  languagePending?: boolean | undefined
  /** Sign out of the current region only. */
  onSignOut?: (() => void) | undefined
  /** Sign out of every signed-in region. */
  onSignOutAll?: (() => void) | undefined
  /** A sign-out is under way. */
  signingOut?: boolean | undefined
  /** Id of the page's main element, for the skip link (default "main"). */
  mainId?: string
}

/**
 * The top bar, one row at every width: from 1024 px up the product name, the region, the links,
 * the theme and an account menu (under the e-mail; up to 1440 px it holds the language and the theme too, so the
 * region keeps its room); below, the region and a "Menu" holding the rest, so a phone keeps its
 * first screen for the figures.
 */
export function AppHeader({
  productName,
  email,
  regionLabel,
  regionSwitcher,
  links,
  theme,
  onThemeChange,
  language,
  onLanguageChange,
  languagePending = false,
  onSignOut,
  onSignOutAll,
  signingOut = false,
  mainId = 'main',
}: AppHeaderProps) {
  const { t } = useLingui()
  const guard = (action?: () => void) => () => {
    if (!signingOut) action?.()
  }
  const account = email ? (
    <div className="app-header__account" role="group" aria-label={t`Account`}>
      <p className="app-header__email">
        <Trans comment="Before the signed-in e-mail address; the first part is read by screen readers only">
          <span className="visually-hidden">Signed in as </span>
          {email}
        </Trans>
      </p>
      {onSignOut ? (
        <button
          type="button"
          className="btn btn--small"
          aria-disabled={signingOut}
          onClick={guard(onSignOut)}
        >
          <Icon name="signOut" />
          {regionLabel ? (
            <Trans comment="{regionLabel} names a Talent Platform region">
              Sign out of {regionLabel}
            </Trans>
          ) : (
            <Trans>Sign out</Trans>
          )}
        </button>
      ) : null}
      {onSignOutAll ? (
        <button
          type="button"
          className="btn btn--small"
          aria-disabled={signingOut}
          onClick={guard(onSignOutAll)}
        >
          <Trans>Sign out of all regions</Trans>
        </button>
      ) : null}
    </div>
  ) : null
  const languageMenu = (
    <LanguageMenu value={language} onChange={onLanguageChange} pending={languagePending} />
  )
  return (
    <header className={account === null ? 'app-header' : 'app-header app-header--account'}>
      <a className="app-header__skip" href={`#${mainId}`}>
        <Trans>Skip to main content</Trans>
      </a>
      <div className="app-header__row">
        <p className="app-header__brand">
          <Icon name="chart" />
          <span className="app-header__brand-name">
            {productName ?? (
              <Trans comment="The product's name; translate it if the product is known by a local name">
                Pipeline Diversity Dashboard
              </Trans>
            )}
          </span>
        </p>
        {regionSwitcher ? <div className="app-header__region">{regionSwitcher}</div> : null}
        <div className="app-header__tools">
          {links ? <div className="app-header__wide app-header__links">{links}</div> : null}
          <div className="app-header__wide app-header__theme">
            {languageMenu}
            <ThemeSwitch value={theme} onChange={onThemeChange} />
          </div>
          <HeaderMenu wideLabel={email} narrowOnly={account === null}>
            {links ? <div className="app-header__narrow app-header__links">{links}</div> : null}
            <div className="app-header__narrow app-header__theme">
              {languageMenu}
              <ThemeSwitch value={theme} onChange={onThemeChange} />
            </div>
            {account}
          </HeaderMenu>
        </div>
      </div>
    </header>
  )
}
