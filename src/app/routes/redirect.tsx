import { Navigate } from 'react-router'
import { REDIRECT_STATE } from '../lib/use-focus-on-navigation.ts'
import { PageLoading } from './page-loading.tsx'

/**
 * Replaces the current address with `to` (the page that decided to redirect never becomes a
 * history entry of its own). Shows the loading page until the target is ready, rather than a
 * blank one. `state` goes with it in history state (the e-mail a sign-in page prefills).
 */
export function Redirect({ to, state }: { to: string; state?: Record<string, unknown> }) {
  return (
    <>
      <PageLoading />
      <Navigate replace to={to} state={{ ...state, ...REDIRECT_STATE }} />
    </>
  )
}
