import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { OrganizationInfo } from '../../../../domain/organization-info.ts'
import type { RegionId } from '../../../../domain/regions.ts'
import { sessionLostCode } from '../../../lib/api-error.ts'
import { organizationInfoQueryOptions } from '../../organization-info/api/get-organization-info.ts'
import { embedOrganizationInfoQueryOptions } from '../api/get-embed-organization-info.ts'
import { EMBED_EXPIRED_MESSAGE } from '../../../../domain/errors.ts'
import { failureMessage } from '../../../lib/ui-error.ts'
import { EmbedMessage } from './embed-message.tsx'
import { EmbedMetrics } from './embed-metrics.tsx'

export interface EmbedDataProps {
  region: RegionId
  locale: string | undefined
  viewer: string | undefined
}

interface DataStateProps extends EmbedDataProps {
  query: UseQueryResult<OrganizationInfo>
  /** What a lost session (401) shows: the portal must send a new link, or the user signs in. */
  lostSession: ReactNode
}

function DataState({ query, lostSession, region, locale, viewer }: DataStateProps) {
  if (query.isPending) return <EmbedMessage title="Loading the figures…" />
  if (query.isError) {
    if (sessionLostCode(query.error) !== undefined) return lostSession
    return (
      <EmbedMessage title="The figures cannot be shown" tone="error">
        <p>{failureMessage(query.error)}</p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          Try again
        </button>
      </EmbedMessage>
    )
  }
  return <EmbedMetrics region={region} info={query.data} locale={locale} viewer={viewer} />
}

/** Figures read with the portal's grant (the embed route and its shared service token). */
export function EmbedVouchedData(props: EmbedDataProps) {
  const query = useQuery(embedOrganizationInfoQueryOptions(props.region))
  const expired = (
    <EmbedMessage title="This view has expired" tone="error">
      <p>{EMBED_EXPIRED_MESSAGE}</p>
    </EmbedMessage>
  )
  return <DataState {...props} query={query} lostSession={expired} />
}

/** Figures read with the user's own session (signed in inside the frame). */
export function EmbedUserData(props: EmbedDataProps & { onSessionLost: () => void }) {
  const { onSessionLost, ...rest } = props
  const query = useQuery(organizationInfoQueryOptions(props.region))
  const signInAgain = (
    <EmbedMessage title="Please sign in again" tone="error">
      <p>{query.error === null ? null : failureMessage(query.error)}</p>
      <button type="button" className="btn btn--primary" onClick={onSessionLost}>
        Sign in
      </button>
    </EmbedMessage>
  )
  return <DataState {...rest} query={query} lostSession={signInAgain} />
}
