import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useFocusOnNavigation } from '../lib/use-focus-on-navigation.ts'
import { PageLoading } from './page-loading.tsx'
import { RouteErrorBoundary } from './route-error-boundary.tsx'

/**
 * Every page but the embed view: focus follows navigation (the skip link is in the header);
 * the first page shows "Loading…" while its code and data load; later navigations keep the
 * current page until the next one is ready (the router navigates in transitions).
 */
export function RootLayout() {
  useFocusOnNavigation()
  const { key } = useLocation()
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}
