import type { I18n } from '@lingui/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './app-routes.tsx'
import { LanguageProvider, type LanguageState } from './i18n/language.tsx'
import { createQueryClient } from './lib/query-client.ts'
import {
  createSessionRedirect,
  SessionRedirectBridge,
  type SessionRedirect,
} from './lib/session-redirect.tsx'
import { ThemeProvider } from './lib/theme.tsx'

/**
 * Builds the query client with its one handler of lost sessions (decision 0041), which sends
 * the user to sign in through the router rendered by `App`.
 */
export function createApp() {
  const sessionRedirect = createSessionRedirect()
  const queryClient = createQueryClient(sessionRedirect.toSignIn)
  return { queryClient, sessionRedirect }
}

export interface AppProps {
  queryClient: QueryClient
  sessionRedirect: SessionRedirect
  /** The declarative router around the routes: the browser's history, or a memory router in tests. */
  router?: ComponentType<{ children: ReactNode }>
  /** The language activated before the first render (English in tests unless they choose). */
  language?: Pick<LanguageState, 'language' | 'locale'>
  /** The Lingui instance the app speaks through: its own, unless a story brings the story's. */
  i18n?: I18n
}

export function App({
  queryClient,
  sessionRedirect,
  router: Router = BrowserRouter,
  language = { language: 'en', locale: 'en' },
  i18n,
}: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language} i18n={i18n}>
        <ThemeProvider>
          <Router>
            <SessionRedirectBridge redirect={sessionRedirect} />
            <AppRoutes />
          </Router>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
