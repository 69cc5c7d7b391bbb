import { Navigate } from 'react-router'
import { REDIRECT_STATE } from '../lib/use-focus-on-navigation.ts'
import { PageLoading } from './page-loading.tsx'

/**
 * Replaces the current address with `to` (the page that decided to redirect never becomes a
 * history entry of its own). Shows the loading page until the target is ready, rather than a
 * blank one.
 */
export function Redirect({ to }: { to: string }) {
  return (
    <>
      <PageLoading />
      <Navigate replace to={to} state={REDIRECT_STATE} />
    </>
  )
}
