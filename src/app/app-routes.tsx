import { Route, Routes } from 'react-router'
import { paths } from './config/paths.ts'
import { CompareRoute } from './routes/compare/compare-route.tsx'
import { DashboardRoute } from './routes/dashboard/dashboard-route.tsx'
import { EmbedRoute } from './routes/embed-route.tsx'
import { GlossaryRoute } from './routes/glossary/glossary-route.tsx'
import { HomeRoute } from './routes/home-route.tsx'
import { MethodologyRoute } from './routes/methodology/methodology-route.tsx'
import { NotFoundPage } from './routes/not-found-page.tsx'
import { RootLayout } from './routes/root-layout.tsx'
import { SignInRoute } from './routes/sign-in/sign-in-route.tsx'
import { TrendsRoute } from './routes/trends/trends-route.tsx'

/**
 * The route table (declarative routing, decision 0044). Each page's code is a lazy chunk its
 * route component loads while starting the page's requests; the dashboard's code, and the
 * Recharts drawings its charts load after it (decision 0140), are never part of the sign-in page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.signIn.pattern} element={<SignInRoute />} />
        <Route path={paths.dashboard.pattern} element={<DashboardRoute />} />
        <Route path={paths.trends.pattern} element={<TrendsRoute />} />
        <Route path={paths.compare.pattern} element={<CompareRoute />} />
        <Route path={paths.glossary.pattern} element={<GlossaryRoute />} />
        <Route path={paths.methodology.pattern} element={<MethodologyRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.embed.pattern} element={<EmbedRoute />} />
    </Routes>
  )
}
