import { useNavigate } from 'react-router'
import { regionLabel, type RegionId } from '../../../domain/regions.ts'
import { paths } from '../../config/paths.ts'
import { useRegions } from '../../features/regions/api/get-regions.ts'
import { useSessions } from '../../features/session/api/get-sessions.ts'
import { useSignOut } from '../../features/session/api/sign-out.ts'

export interface DashboardHeaderProps {
  region: RegionId
}

/** The banner of a dashboard: region switcher, who is signed in, sign-out of this or all regions. */
export function DashboardHeader({ region }: DashboardHeaderProps) {
  const navigate = useNavigate()
  const regions = useRegions().data?.regions ?? []
  const sessions = useSessions().data?.sessions ?? []
  const email = sessions.find((session) => session.region === region)?.email
  const signOut = useSignOut({
    onSuccess: async (signedOut) => {
      await navigate(
        paths.signIn.build({
          region,
          reason: signedOut.length > 1 ? 'signed_out_all' : 'signed_out',
        }),
      )
    },
  })

  return (
    <header className="app-header">
      <p className="app-header__title">Pipeline Diversity Dashboard</p>
      <label>
        Region{' '}
        <select
          value={region}
          onChange={(event) => {
            const next = regions.find((offered) => offered.id === event.target.value)
            if (next !== undefined) void navigate(paths.dashboard.build(next.id))
          }}
        >
          {regions.map((offered) => (
            <option key={offered.id} value={offered.id}>
              {offered.label}
              {offered.signedIn ? '' : ' (not signed in)'}
            </option>
          ))}
        </select>
      </label>
      {email === undefined ? null : (
        <p>
          Signed in to {regionLabel(region)} as {email}
        </p>
      )}
      <button type="button" className="btn" onClick={() => signOut.mutate([region])}>
        Sign out of {regionLabel(region)}
      </button>
      {sessions.length > 1 ? (
        <button
          type="button"
          className="btn"
          onClick={() => signOut.mutate(sessions.map((session) => session.region))}
        >
          Sign out of all regions
        </button>
      ) : null}
    </header>
  )
}
