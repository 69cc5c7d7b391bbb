import { Link } from 'react-router'
import { PageShell } from '../../components/page-shell.tsx'
import { paths } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

const GlossaryPage = lazyPage(async () => (await import('./glossary-page.tsx')).GlossaryPage)

/** `/glossary`: what each metric, "pipeline", the percentages and hidden groups mean. */
export function GlossaryRoute() {
  return (
    <PageShell title="Glossary">
      <GlossaryPage homeLink={<Link to={paths.home.build()}>Go to the dashboard</Link>} />
    </PageShell>
  )
}
