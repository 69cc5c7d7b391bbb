import { errorMessage } from '../../../../components/ErrorPanel/errorMessages.ts'
import { isEmbedErrorCode, type EmbedErrorCode } from '../../../../domain/embed.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { toUiError } from '../../../lib/ui-error.ts'

const EMBED_MESSAGES: Record<EmbedErrorCode, string> = {
  embed_disabled: 'Signed links are not enabled for this dashboard. Sign in instead.',
  embed_link_invalid: 'This link is not valid. Reload the portal page to get a new one.',
  embed_link_expired: 'This link has expired. Reload the portal page to get a new one.',
  embed_link_used: 'This link has already been used. Reload the portal page to get a new one.',
  embed_link_wrong_region: 'This link was issued for another region than the one shown here.',
  embed_region_unavailable: 'This region cannot be shown in an embedded view.',
}

export const EMBED_SESSION_EXPIRED_MESSAGE =
  'This embedded view has expired. Reload the portal page to see current figures.'

/** A readable sentence for any failure of the embed view; never the raw server text. */
export function embedErrorMessage(error: unknown): string {
  if (error instanceof ApiError && isEmbedErrorCode(error.code)) return EMBED_MESSAGES[error.code]
  return errorMessage(toUiError(error))
}
