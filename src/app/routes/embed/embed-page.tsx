import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { regionIdFrom } from '../../../domain/regions/regions.ts'
import { paths } from '../../config/paths.ts'
import { QUERY_DEFAULTS } from '../../lib/query-client.ts'
import { captureFragmentToken } from '../../features/embed/lib/fragment-token.ts'
import '../../features/embed/embed.css'
import { EmbedView } from './embed-view.tsx'

// The token leaves the address bar as soon as this module runs (before the first render).
if (typeof window !== 'undefined' && window.location.pathname.startsWith('/embed/')) {
  captureFragmentToken()
}

/**
 * The embed view gets its own query client: the app's client sends a lost session to the
 * sign-in page, which inside a portal's frame would be the wrong place. Here each state is
 * handled in the frame itself.
 */
export function createEmbedQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Not refetched on focus: a portal page switching tabs would reload every frame on it.
      queries: { ...QUERY_DEFAULTS.queries, refetchOnWindowFocus: false },
      mutations: QUERY_DEFAULTS.mutations,
    },
  })
}

/**
 * Keeps the router's idea of the address in step once the fragment is gone, and says the region's
 * canonical id (`/embed/regions/US` becomes `/embed/regions/us`, the view unchanged: same route).
 * One replacement for both, so neither undoes the other.
 */
function useCanonicalAddress(): void {
  const location = useLocation()
  const navigate = useNavigate()
  const region = regionIdFrom(useParams().region)
  const pathname = region === undefined ? location.pathname : paths.embed.build(region)
  useEffect(() => {
    if (location.hash === '' && pathname === location.pathname) return
    void navigate({ pathname, search: location.search }, { replace: true, state: location.state })
  }, [location, navigate, pathname])
}

export function EmbedPage() {
  captureFragmentToken()
  useCanonicalAddress()
  const [queryClient] = useState(createEmbedQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <EmbedView />
    </QueryClientProvider>
  )
}
