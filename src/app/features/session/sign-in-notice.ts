import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { regionName as nameOfRegion } from '../../../domain/regions/region-names.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import type { SignInReason } from '../../config/paths.ts'

/**
 * Why the user is on the sign-in page, in words of the UI's language; nothing when they came of
 * their own accord.
 */
export function signInNotice(
  i18n: I18n,
  reason: SignInReason | undefined,
  region: RegionId | undefined,
): string | undefined {
  const regionName = region === undefined ? undefined : nameOfRegion(i18n, region)
  switch (reason) {
    case 'session_expired':
      return i18n._(
        regionName === undefined
          ? msg`Your session expired. Sign in again.`
          : msg`Your session for ${regionName} expired. Sign in again.`,
      )
    case 'not_signed_in':
      return i18n._(
        regionName === undefined
          ? msg`Sign in to see the dashboard.`
          : msg`Sign in to ${regionName} to see its data.`,
      )
    case 'signed_out':
      return i18n._(
        regionName === undefined ? msg`You signed out.` : msg`You signed out of ${regionName}.`,
      )
    case 'signed_out_all':
      return i18n._(msg`You signed out of every region.`)
    case undefined:
      return undefined
  }
}
