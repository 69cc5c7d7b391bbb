import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { AppHeader } from '../../components/AppHeader/AppHeader.tsx'
import { paths } from '../config/paths.ts'
import { useLanguageChoice } from '../i18n/language.tsx'
import { useTheme } from '../lib/theme.tsx'

/** A signed-in page's account: the e-mail and its controls (AccountControls, decision 0116). */
export interface PageAccount {
  email: string
  controls: ReactNode
}

export interface PageShellProps {
  /** Names the page in the document title: "<title> – Pipeline Diversity Dashboard" (translated). */
  title: string
  regionSwitcher?: ReactNode
  account?: PageAccount | undefined
  children: ReactNode
}

/**
 * The frame of every page: its document title (React hoists <title> into <head>), the app
 * header (skip link, the glossary, theme, and on a dashboard the region switcher and sign-out),
 * and the one <main> the skip link and focus management aim at.
 */
export function PageShell({ title, regionSwitcher, account, children }: PageShellProps) {
  const { t } = useLingui()
  const { theme, setTheme } = useTheme()
  const language = useLanguageChoice()
  const productName = t({
    comment: "The product's name: an HR dashboard of the diversity of talent pipelines.",
    message: 'Pipeline Diversity Dashboard',
  })
  const pageTitle = title
  return (
    <>
      <title>
        {t({
          comment: "The browser tab's title: {pageTitle} names the page (a region, Sign in).",
          message: `${pageTitle} – Pipeline Diversity Dashboard`,
        })}
      </title>
      <AppHeader
        productName={productName}
        theme={theme}
        onThemeChange={setTheme}
        language={language.value}
        onLanguageChange={language.choose}
        languagePending={language.pending}
        regionSwitcher={regionSwitcher}
        links={
          <NavLink to={paths.glossary.build()}>
            <Trans comment="Header link to the page that defines every metric">Glossary</Trans>
          </NavLink>
        }
        email={account?.email}
        account={account?.controls}
      />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
