import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { AppHeader } from '../../components/AppHeader/AppHeader.tsx'
import { paths } from '../config/paths.ts'
import { useTheme } from '../lib/theme.tsx'

export const APP_NAME = 'Pipeline Diversity Dashboard'

export interface PageAccount {
  email: string
  regionLabel: string
  onSignOut: () => void
  /** Only when more than one region is signed in. */
  onSignOutAll?: (() => void) | undefined
  signingOut: boolean
}

export interface PageShellProps {
  /** Names the page in the document title: "<title> – Pipeline Diversity Dashboard". */
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
  const { theme, setTheme } = useTheme()
  return (
    <>
      <title>{`${title} – ${APP_NAME}`}</title>
      <AppHeader
        productName={APP_NAME}
        theme={theme}
        onThemeChange={setTheme}
        regionSwitcher={regionSwitcher}
        links={<NavLink to={paths.glossary.build()}>Glossary</NavLink>}
        email={account?.email}
        regionLabel={account?.regionLabel}
        onSignOut={account?.onSignOut}
        onSignOutAll={account?.onSignOutAll}
        signingOut={account?.signingOut}
      />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
