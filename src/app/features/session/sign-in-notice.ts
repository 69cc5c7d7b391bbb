import type { I18n } from '@lingui/core'
import { regionName } from '../../../domain/region-names.ts'
import type { RegionId } from '../../../domain/regions.ts'
import type { SignInReason } from '../../config/paths.ts'

/** Why the user is on the sign-in page, in words; nothing when they came of their own accord. */
export function signInNotice(
  i18n: I18n,
  reason: SignInReason | undefined,
  region: RegionId | undefined,
): string | undefined {
  const label = region === undefined ? undefined : regionName(i18n, region)
  switch (reason) {
    case 'session_expired':
      return label === undefined
        ? 'Your session expired. Sign in again.'
        : `Your session for ${label} expired. Sign in again.`
    case 'not_signed_in':
      return label === undefined
        ? 'Sign in to see the dashboard.'
        : `Sign in to ${label} to see its data.`
    case 'signed_out':
      return label === undefined ? 'You signed out.' : `You signed out of ${label}.`
    case 'signed_out_all':
      return 'You signed out of every region.'
    case undefined:
      return undefined
  }
}
