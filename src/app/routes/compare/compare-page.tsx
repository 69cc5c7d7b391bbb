import { Trans, useLingui } from '@lingui/react/macro'
import { useQueries } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type {
  ComparedRegion,
  CompareSort,
} from '../../../components/RegionComparison/comparison-model.ts'
import { RegionComparison } from '../../../components/RegionComparison/RegionComparison.tsx'
import { errorMessage } from '../../../components/ErrorPanel/errorMessages.ts'
import { regionName } from '../../../domain/regions/region-names.ts'
import { RegionSwitcher } from '../../../components/RegionSwitcher/RegionSwitcher.tsx'
import { AppPrintReport } from '../../components/app-print-report.tsx'
import { PageShell } from '../../components/page-shell.tsx'
import { ViewNav } from '../../components/view-nav.tsx'
import { paths } from '../../config/paths.ts'
import { useLanguage } from '../../i18n/language.tsx'
import { targetsQueryOptions } from '../../features/annotations/api/get-targets.ts'
import { useOrganizationWording } from '../../features/annotations/hooks/use-organization-wording.ts'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { useRegions } from '../../features/regions/api/get-regions.ts'
import { useSessions } from '../../features/session/api/get-sessions.ts'
import { sessionLostCode } from '../../lib/api-error.ts'
import { toUiError } from '../../lib/ui-error.ts'

function sortOf(params: URLSearchParams): CompareSort {
  return params.get('sort') === 'value' ? 'value' : 'name'
}

const renderLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>

/**
 * `/compare?sort=`: every offered region side by side. Signed-in regions' Organization Info
 * loads in parallel (the same queries as their dashboards, so cached data shows at once);
 * the others appear with a link to sign in and come back here.
 */
export function ComparePage() {
  const { i18n, t } = useLingui()
  const { locale } = useLanguage()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const sort = sortOf(params)
  // The route (compare-route.tsx) waited for both: they are in the cache.
  const regions = useRegions().data?.regions ?? []
  const sessions = useSessions().data?.sessions ?? []
  const signedIn = regions.filter((region) =>
    sessions.some((session) => session.region === region.id),
  )
  const infos = useQueries({
    queries: signedIn.map((region) => organizationInfoQueryOptions(region.id)),
  })
  // Each region's targets, asked once its figures have answered (a lost session: one answer).
  const targets = useQueries({
    queries: signedIn.map((region, index) => ({
      ...targetsQueryOptions(region.id),
      enabled: infos[index]?.data !== undefined,
    })),
  })

  // The organization's definitions, the same through every region: read through the first one
  // whose figures answered, for the CSV.
  const wording = useOrganizationWording(
    signedIn[infos.findIndex((info) => info.data !== undefined)]?.id,
  )
  const compared: ComparedRegion[] = regions.map((region) => {
    const index = signedIn.findIndex((entry) => entry.id === region.id)
    const query = index === -1 ? undefined : infos[index]
    const links = {
      dashboardHref: paths.dashboard.build(region.id),
      trendsHref: paths.trends.build(region.id),
      signInHref: paths.signIn.build({ region: region.id, returnTo: paths.compare.build() }),
    }
    if (query === undefined || sessionLostCode(query.error) !== undefined) {
      return { id: region.id, state: { kind: 'signed_out' }, ...links }
    }
    if (query.data !== undefined) {
      return {
        id: region.id,
        state: { kind: 'ok', info: query.data },
        targets: targets[index]?.data?.targets,
        ...links,
      }
    }
    if (query.error !== null && !query.isFetching) {
      const message = errorMessage(toUiError(query.error), i18n)
      return { id: region.id, state: { kind: 'failed', message }, ...links }
    }
    return { id: region.id, state: { kind: 'loading' }, ...links }
  })

  const loaded = compared.flatMap((region) =>
    region.state.kind === 'ok' ? [{ id: region.id, fetchedAt: region.state.info.fetchedAt }] : [],
  )
  const latest = loaded
    .map((region) => region.fetchedAt)
    .sort()
    .at(-1)

  const header = (
    <RegionSwitcher
      regions={regions}
      onSelect={(next) => void navigate(paths.dashboard.build(next))}
    />
  )

  return (
    <PageShell title={t`Compare regions`} regionSwitcher={header}>
      <ViewNav />
      <AppPrintReport
        title={t({
          comment: "Print title block: the document's name",
          message: 'Region comparison report',
        })}
        regions={loaded.map((region) => regionName(i18n, region.id))}
        asOf={latest === undefined ? undefined : new Date(latest)}
      >
        <h1 tabIndex={-1} data-print-repeats="">
          <Trans>Compare regions</Trans>
        </h1>
        <RegionComparison
          locale={locale}
          regions={compared}
          sort={sort}
          onSortChange={(next) =>
            setParams(new URLSearchParams(next === 'name' ? '' : `sort=${next}`))
          }
          renderLink={renderLink}
          signInHref={paths.signIn.build({ returnTo: paths.compare.build() })}
          methodologyUrl={new URL(paths.methodology.build(), window.location.origin).href}
          wording={wording}
        />
      </AppPrintReport>
    </PageShell>
  )
}
