import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Language } from '../../domain/text/languages.ts'
import { Icon } from '../Icon/Icon.tsx'
import { LanguageMenu } from '../LanguageMenu/LanguageMenu.tsx'
import { ThemeSwitch, type ThemeChoice } from '../ThemeSwitch/ThemeSwitch.tsx'
import { HeaderMenu } from './HeaderMenu.tsx'
import './AppHeader.css'

export interface AppHeaderProps {
  /** The product's name (default: "Pipeline Diversity Dashboard", from the catalogs). */
  productName?: string
  /** Its short form, shown on phones (default: "Pipeline Diversity", from the catalogs). */
  shortProductName?: string
  /** The signed-in e-mail (the menu's name from 1024 px up); omit when signed out. */
  email?: string | undefined
  /**
   * The account's controls (AccountControls), in the menu under the e-mail; a slot, so the
   * sign-in page's header carries none of their code.
   */
  account?: ReactNode
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
  /** Id of the page's main element, for the skip link (default "main"). */
  mainId?: string
}

/**
 * The top bar, one row at every width: from 1024 px up the product name (never cut: it wraps onto
 * a second line first), the region, the links,
 * the theme and an account menu (under the e-mail; up to 1440 px it holds the language and the theme too, so the
 * region keeps its room); below, the region and a "Menu" holding the rest, so a phone keeps its
 * first screen for the figures. Phones show the name's short form and the menu as an icon.
 */
export function AppHeader({
  productName,
  shortProductName,
  email,
  account,
  regionSwitcher,
  links,
  theme,
  onThemeChange,
  language,
  onLanguageChange,
  languagePending = false,
  mainId = 'main',
}: AppHeaderProps) {
  const languageMenu = (
    <LanguageMenu value={language} onChange={onLanguageChange} pending={languagePending} />
  )
  return (
    <header className={account ? 'app-header app-header--account' : 'app-header'}>
      <a className="app-header__skip" href={`#${mainId}`}>
        <Trans>Skip to main content</Trans>
      </a>
      <div className="app-header__row">
        <p className="app-header__brand">
          <Icon name="chart" />
          <span className="app-header__brand-name">
            <span className="app-header__brand-full">
              {productName ?? (
                <Trans comment="The product's name; translate it if the product is known by a local name">
                  Pipeline Diversity Dashboard
                </Trans>
              )}
            </span>
            {/* Phones show the short form; the full name is read there instead. */}
            <span className="app-header__brand-short" aria-hidden="true">
              {shortProductName ?? (
                <Trans comment="The product's name in short, shown on phones in two lines of about 10 characters each">
                  Pipeline Diversity
                </Trans>
              )}
            </span>
          </span>
        </p>
        {regionSwitcher ? <div className="app-header__region">{regionSwitcher}</div> : null}
        <div className="app-header__tools">
          {links ? <div className="app-header__wide app-header__links">{links}</div> : null}
          <div className="app-header__wide app-header__theme">
            {languageMenu}
            <ThemeSwitch value={theme} onChange={onThemeChange} />
          </div>
          <HeaderMenu wideLabel={email} narrowOnly={!account}>
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
