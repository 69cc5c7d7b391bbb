import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router'
import { paths } from './config/paths.ts'
import { createQueryClient } from './lib/query-client.ts'
import { redirectToSignIn } from './lib/session-redirect.ts'
import { dashboardLoader } from './routes/dashboard/dashboard-loader.ts'
import { homeLoader } from './routes/home-loader.ts'
import { NotFoundPage } from './routes/not-found-page.tsx'
import { PageLoading } from './routes/page-loading.tsx'
import { RootLayout } from './routes/root-layout.tsx'
import { RouteErrorBoundary } from './routes/route-error-boundary.tsx'
import { signInLoader } from './routes/sign-in/sign-in-loader.ts'

/**
 * The route table. Loaders are static and light so they start fetching while a page's code
 * (lazy) downloads; the dashboard's code, with Recharts, is never part of the sign-in page.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, loader: homeLoader(queryClient) },
        {
          path: paths.signIn.pattern,
          loader: signInLoader(queryClient),
          lazy: {
            Component: async () => (await import('./routes/sign-in/sign-in-page.tsx')).SignInPage,
          },
        },
        {
          path: paths.dashboard.pattern,
          loader: dashboardLoader(queryClient),
          ErrorBoundary: RouteErrorBoundary,
          lazy: {
            Component: async () =>
              (await import('./routes/dashboard/dashboard-page.tsx')).DashboardPage,
          },
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
    {
      // Outside the root layout: inside a portal's frame there is no app chrome or skip link.
      path: paths.embed.pattern,
      ErrorBoundary: RouteErrorBoundary,
      lazy: {
        Component: async () =>
          (await import('./features/embed/components/embed-page.tsx')).EmbedPage,
      },
    },
  ]
}

export type CreateRouter = (routes: RouteObject[]) => DataRouter

/**
 * Builds the query client and the router together: the query client's one handler of lost
 * sessions needs the router to navigate, and the router's loaders need the query client.
 */
export function createApp(createRouter: CreateRouter = (routes) => createBrowserRouter(routes)) {
  const late: { router?: DataRouter } = {}
  const queryClient = createQueryClient((lost) => {
    if (late.router !== undefined) redirectToSignIn(late.router, lost)
  })
  const router = createRouter(createRoutes(queryClient))
  late.router = router
  return { queryClient, router }
}
