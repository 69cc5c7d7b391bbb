import { Suspense, use, useMemo, useState, useTransition } from 'react'
import { apiPaths } from '../../domain/contract.ts'
import { organizationInfoSchema } from '../../domain/organization-info.ts'
import { regionLabel, type RegionId } from '../../domain/regions.ts'
import { bffFetch, type BffResult } from '../../mocks/bff-client.ts'
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.tsx'
import { LoadingSkeleton } from '../LoadingSkeleton/LoadingSkeleton.tsx'
import { SessionExpiredNotice } from '../SessionExpiredNotice/SessionExpiredNotice.tsx'
import { DashboardGrid } from './DashboardGrid.tsx'

/**
 * Story harness only (never imported by the app): the dashboard's states driven by the mock BFF
 * (MSW), so a story can show loading, slow, error, upstream-down and expired-session answers.
 */
export function DashboardWithBff({ region, now }: { region: RegionId; now?: Date }) {
  const [attempt, setAttempt] = useState(0)
  const [refreshing, startRefresh] = useTransition()
  const result = useMemo(
    () => bffFetch(apiPaths.organizationInfo(region)).then((r) => ({ ...r, attempt })),
    [region, attempt],
  )
  const retry = () => startRefresh(() => setAttempt((n) => n + 1))
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      <Loaded result={result} region={region} now={now} refreshing={refreshing} onRetry={retry} />
    </Suspense>
  )
}

function Loaded(props: {
  result: Promise<BffResult>
  region: RegionId
  now: Date | undefined
  refreshing: boolean
  onRetry: () => void
}) {
  const result = use(props.result)
  const label = regionLabel(props.region)
  if (!result.ok) {
    if (result.code === 'session_expired' || result.code === 'not_signed_in') {
      return <SessionExpiredNotice regionLabel={label} onSignIn={() => undefined} />
    }
    return (
      <ErrorPanel
        title="Could not load the dashboard"
        error={result}
        onRetry={props.onRetry}
        retrying={props.refreshing}
      />
    )
  }
  const info = organizationInfoSchema.parse(result.body)
  return (
    <DashboardGrid
      info={info}
      regionLabel={label}
      now={props.now}
      timeZone="UTC"
      locale="en-US"
      refreshing={props.refreshing}
      onRefresh={props.onRetry}
    />
  )
}
