import { Suspense } from 'react'
import { useLocation } from 'react-router'
import { lazyAppPage } from '../lib/lazy-page.ts'
import { RouteErrorBoundary } from './route-error-boundary.tsx'

const EmbedPage = lazyAppPage(async () => (await import('./embed/embed-page.tsx')).EmbedPage)

/**
 * `/embed/regions/:region` (docs/embedding.md): outside the root layout, so inside a portal's
 * frame there is no app chrome or skip link; the embed view shows its own loading states.
 */
export function EmbedRoute() {
  const { key } = useLocation()
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={null}>
        <EmbedPage />
      </Suspense>
    </RouteErrorBoundary>
  )
}
