import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { SignInForm } from '../../../components/SignInForm/SignInForm.tsx'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { toUiError } from '../../lib/ui-error.ts'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { useSignIn } from '../../features/session/api/sign-in.ts'
import { failureMessage } from '../../lib/ui-error.ts'
import { EmbedMessage } from '../../features/embed/components/embed-message.tsx'

export interface EmbedSignInProps {
  region: RegionId
  onSignedIn: () => void
}

/**
 * Sign-in inside the frame, for portals that do not sign links: the app's own sign-in form,
 * offering only the region this view shows. The session cookie it gets is partitioned to the
 * portal's site when embedding is configured (docs/decisions/0053-embed-session.md).
 */
export function EmbedSignIn({ region, onSignedIn }: EmbedSignInProps) {
  const { i18n, t } = useLingui()
  const regions = useQuery(regionsQueryOptions())
  const signIn = useSignIn({ onSuccess: onSignedIn })
  if (regions.isPending) return <EmbedMessage title={t`Loading…`} />
  if (regions.isError) {
    return (
      <EmbedMessage title={t`The dashboard cannot be shown`} tone="error">
        <p>{failureMessage(regions.error, i18n)}</p>
      </EmbedMessage>
    )
  }
  const offered = regions.data.regions.filter((option) => option.id === region)
  if (offered.length === 0) {
    return (
      <EmbedMessage title={t`The dashboard cannot be shown`} tone="error">
        <p>
          <Trans>This region is not available.</Trans>
        </p>
      </EmbedMessage>
    )
  }
  return (
    <SignInForm
      regions={offered}
      initialValues={{ region }}
      title={t`Sign in to see the dashboard`}
      pending={signIn.isPending}
      error={signIn.error === null ? null : toUiError(signIn.error)}
      onSubmit={(values) => signIn.mutate(values)}
    />
  )
}
