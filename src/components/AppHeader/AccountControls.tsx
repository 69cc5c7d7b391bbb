import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '../Icon/Icon.tsx'

export interface AccountControlsProps {
  /** The signed-in e-mail address. */
  email: string
  /** Name of the current region in the UI's language, for "Sign out of <region>". */
  regionLabel?: string | undefined
  /** Sign out of the current region only. */
  onSignOut?: (() => void) | undefined
  /** Sign out of every signed-in region. */
  onSignOutAll?: (() => void) | undefined
  /** A sign-out is under way: the buttons stay, but do nothing. */
  signingOut?: boolean | undefined
}

/**
 * The signed-in account in the header's menu: who is signed in and the sign-out actions. Only
 * signed-in pages render it (AppHeader's `account` slot), so its code stays out of the sign-in
 * page's (decision 0116).
 */
export function AccountControls({
  email,
  regionLabel,
  onSignOut,
  onSignOutAll,
  signingOut = false,
}: AccountControlsProps) {
  const { t } = useLingui()
  const guard = (action: () => void) => () => {
    if (!signingOut) action()
  }
  return (
    <div className="app-header__account" role="group" aria-label={t`Account`}>
      <p className="app-header__email">
        <Trans comment="Before the signed-in e-mail address; the first part is read by screen readers only">
          <span className="visually-hidden">Signed in as </span>
          {email}
        </Trans>
      </p>
      {onSignOut ? (
        <button
          type="button"
          className="btn btn--small"
          aria-disabled={signingOut}
          onClick={guard(onSignOut)}
        >
          <Icon name="signOut" />
          {regionLabel ? (
            <Trans comment="{regionLabel} names a Talent Platform region">
              Sign out of {regionLabel}
            </Trans>
          ) : (
            <Trans>Sign out</Trans>
          )}
        </button>
      ) : null}
      {onSignOutAll ? (
        <button
          type="button"
          className="btn btn--small"
          aria-disabled={signingOut}
          onClick={guard(onSignOutAll)}
        >
          <Trans>Sign out of all regions</Trans>
        </button>
      ) : null}
    </div>
  )
}
