import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { AccountControls } from '../../../components/AppHeader/AccountControls.tsx'
import { RegionSwitcher } from '../../../components/RegionSwitcher/RegionSwitcher.tsx'
import { regionName } from '../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import type { PageAccount } from '../../components/page-shell.tsx'
import { paths } from '../../config/paths.ts'
import { useRegions } from '../../features/regions/api/get-regions.ts'
import { useSessions } from '../../features/session/api/get-sessions.ts'
import { useSignOut } from '../../features/session/api/sign-out.ts'

/**
 * What a region's page puts in the app header: the region switcher (a region is always a URL, so
 * switching is navigating, to the same view of the other region: `pathOf`), and the account with sign-out of this region or of all of them.
 */
export function useDashboardHeader(
  region: RegionId,
  pathOf: (region: RegionId) => string = paths.dashboard.build,
) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const regions = useRegions().data?.regions ?? []
  const sessions = useSessions().data?.sessions ?? []
  const email = sessions.find((session) => session.region === region)?.email
  const signOut = useSignOut({
    onSuccess: async (target) => {
      const reason = 'allRegions' in target ? 'signed_out_all' : 'signed_out'
      await navigate(paths.signIn.build({ region, reason }))
    },
  })

  const regionSwitcher = (
    <RegionSwitcher
      regions={regions}
      current={region}
      onSelect={(next) => void navigate(pathOf(next))}
    />
  )
  const account: PageAccount | undefined =
    email === undefined
      ? undefined
      : {
          email,
          controls: (
            <AccountControls
              email={email}
              regionLabel={regionName(i18n, region)}
              onSignOut={() => signOut.mutate({ region })}
              onSignOutAll={
                sessions.length > 1
                  ? () => signOut.mutate({ allRegions: sessions.map((session) => session.region) })
                  : undefined
              }
              signingOut={signOut.isPending}
            />
          ),
        }
  return { regionSwitcher, account }
}
