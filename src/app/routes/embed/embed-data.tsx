import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'
import { EMBED_EXPIRED_MESSAGE } from '../../../components/ErrorPanel/errorMessages.ts'
import type { HistoryResponse } from '../../../domain/history/history.ts'
import type { OrganizationInfo } from '../../../domain/metrics/organization-info.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { embedOrganizationInfoQueryOptions } from '../../features/embed/api/get-embed-organization-info.ts'
import { embedHistoryQueryOptions } from '../../features/embed/api/get-embed-history.ts'
import { embedQueryKeys } from '../../features/embed/api/embed-query-keys.ts'
import {
  DASHBOARD_HISTORY_DAYS,
  historyQueryOptions,
  lastDays,
} from '../../features/history/api/get-history.ts'
import { useMetricTrends } from '../../features/history/components/metric-trends.tsx'
import { EmbedMessage } from '../../features/embed/components/embed-message.tsx'
import { organizationInfoQueryOptions } from '../../features/organization-info/api/get-organization-info.ts'
import { useSignOut } from '../../features/session/api/sign-out.ts'
import { sessionLostCode } from '../../lib/api-error.ts'
import { failureMessage } from '../../lib/ui-error.ts'
import { EmbedDashboard, type EmbedDashboardProps } from './embed-dashboard.tsx'

export interface EmbedDataProps {
  region: RegionId
  locale: string | undefined
  viewer: string | undefined
  compact: boolean
  /** Each metric's sparkline and change line (host parameter `trends`, on by default). */
  trends: boolean
}

interface DataStateProps extends EmbedDataProps {
  query: UseQueryResult<OrganizationInfo>
  /** The 12-month history the trends are drawn from; it never holds up the figures. */
  history: UseQueryResult<HistoryResponse>
  /** What a lost session (401) shows: the portal must send a new link, or the user signs in. */
  lostSession: ReactNode
  signOut?: EmbedDashboardProps['signOut']
}

function DataState({ query, history, lostSession, trends: trendsOn, ...props }: DataStateProps) {
  const { i18n, t } = useLingui()
  const { trends, status } = useMetricTrends(history, props.locale)
  // The figures render in a transition (sliced, yielding to the browser), not in the
  // synchronous update that delivers them (decision 0125).
  const data = useDeferredValue(query.data)
  if (query.isError && query.data === undefined) {
    if (sessionLostCode(query.error) !== undefined) return lostSession
    return (
      <EmbedMessage title={t`The figures cannot be shown`} tone="error">
        <p>{failureMessage(query.error, i18n)}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </EmbedMessage>
    )
  }
  if (query.isError && sessionLostCode(query.error) !== undefined) return lostSession
  if (data === undefined) return <EmbedMessage title={t`Loading the figures…`} />
  const reason = query.isError ? failureMessage(query.error, i18n) : undefined
  return (
    <>
      {reason === undefined ? null : (
        <EmbedMessage title={t`The figures could not be refreshed`} tone="error">
          <p>
            {t({
              comment: '{reason} is the sentence saying why the refresh failed.',
              message: `${reason} The figures below are from the last update.`,
            })}
          </p>
        </EmbedMessage>
      )}
      <EmbedDashboard
        // A compact setting from the portal resets the view the viewer chose.
        key={props.compact ? 'compact' : 'full'}
        {...props}
        info={data}
        trends={trendsOn ? trends : undefined}
        trendsStatus={trendsOn ? status : null}
        refreshing={query.isFetching}
        stale={reason !== undefined}
        onRefresh={() => void query.refetch()}
      />
    </>
  )
}

/** The last 12 months, as the dashboard's sparklines read them. */
const trendRange = () => lastDays(DASHBOARD_HISTORY_DAYS)

/** Figures read with the portal's grant (the embed route and its shared service token). */
export function EmbedVouchedData(props: EmbedDataProps) {
  const { i18n, t } = useLingui()
  const query = useQuery(embedOrganizationInfoQueryOptions(props.region))
  const history = useQuery({
    ...embedHistoryQueryOptions(props.region, trendRange()),
    enabled: props.trends,
  })
  const expired = (
    <EmbedMessage title={t`This view has expired`} tone="error">
      <p>{i18n._(EMBED_EXPIRED_MESSAGE)}</p>
    </EmbedMessage>
  )
  return <DataState {...props} query={query} history={history} lostSession={expired} />
}

/** Figures read with the user's own session (signed in inside the frame), who may sign out. */
export function EmbedUserData(props: EmbedDataProps & { onSessionLost: () => void }) {
  const { onSessionLost, ...rest } = props
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const query = useQuery(organizationInfoQueryOptions(props.region))
  const history = useQuery({
    ...historyQueryOptions(props.region, trendRange()),
    enabled: props.trends,
  })
  const signOut = useSignOut({
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: embedQueryKeys.access(props.region) }),
  })
  const signInAgain = (
    <EmbedMessage title={t`Please sign in again`} tone="error">
      <p>{query.error === null ? null : failureMessage(query.error, i18n)}</p>
      <button type="button" className="btn btn--primary" onClick={onSessionLost}>
        <Trans>Sign in</Trans>
      </button>
    </EmbedMessage>
  )
  return (
    <DataState
      {...rest}
      query={query}
      history={history}
      lostSession={signInAgain}
      signOut={{
        onSignOut: () => signOut.mutate({ region: props.region }),
        pending: signOut.isPending,
      }}
    />
  )
}
