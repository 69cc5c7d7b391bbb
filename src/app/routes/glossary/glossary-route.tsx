import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '../../components/app-link.tsx'
import { PageShell } from '../../components/page-shell.tsx'
import { paths } from '../../config/paths.ts'
import { lazyPage } from '../../lib/lazy-page.ts'

const GlossaryPage = lazyPage(async () => (await import('./glossary-page.tsx')).GlossaryPage)

/** `/glossary`: what each metric, "pipeline", the percentages and hidden groups mean. */
export function GlossaryRoute() {
  const { t } = useLingui()
  return (
    <PageShell title={t`Glossary`}>
      <GlossaryPage
        intro={
          <>
            <h1 tabIndex={-1}>
              <Trans>Glossary</Trans>
            </h1>
            <p>
              <Trans>
                What the dashboard’s figures mean, as far as the Talent Platform’s specification
                defines them, and where it does not.
              </Trans>
            </p>
          </>
        }
        homeLink={
          <AppLink to={paths.home.build()}>
            <Trans>Go to the dashboard</Trans>
          </AppLink>
        }
      />
    </PageShell>
  )
}
