import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { embedAccessQueryOptions } from './embed-access.ts'
import { embedQueryKeys } from '../../features/embed/api/embed-query-keys.ts'
import { failureMessage } from '../../lib/ui-error.ts'
import { EmbedUserData, EmbedVouchedData } from './embed-data.tsx'
import { EmbedMessage } from '../../features/embed/components/embed-message.tsx'
import { EmbedSignIn } from './embed-sign-in.tsx'

export interface EmbedContentProps {
  region: RegionId
  locale: string | undefined
  compact: boolean
  trends: boolean
}

/** Chooses what the frame shows: data (vouched or signed in), a refused link, or sign-in. */
export function EmbedContent({ region, locale, compact, trends }: EmbedContentProps) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const access = useQuery(embedAccessQueryOptions(region))
  const [signingIn, setSigningIn] = useState(false)

  const signedIn = () => {
    setSigningIn(false)
    void queryClient.invalidateQueries({ queryKey: embedQueryKeys.access(region) })
  }

  if (signingIn) return <EmbedSignIn region={region} onSignedIn={signedIn} />
  if (access.isPending) return <EmbedMessage title={t`Loading…`} />
  if (access.isError) {
    return (
      <EmbedMessage title={t`This link cannot be used`} tone="error">
        <p>{failureMessage(access.error, i18n)}</p>
        <button type="button" className="btn" onClick={() => setSigningIn(true)}>
          <Trans>Sign in with an API key instead</Trans>
        </button>
      </EmbedMessage>
    )
  }
  const { data } = access
  if (data.mode === 'signed-out') return <EmbedSignIn region={region} onSignedIn={signedIn} />
  if (data.mode === 'vouched') {
    return (
      <EmbedVouchedData
        region={region}
        locale={locale}
        compact={compact}
        trends={trends}
        viewer={data.session.viewer}
      />
    )
  }
  return (
    <EmbedUserData
      region={region}
      locale={locale}
      compact={compact}
      trends={trends}
      viewer={data.email}
      onSessionLost={() => setSigningIn(true)}
    />
  )
}
