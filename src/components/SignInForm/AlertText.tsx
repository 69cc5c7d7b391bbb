import { useLingui } from '@lingui/react'
import { useNow } from '../DashboardGrid/useNow.ts'
import { errorMessage, type UiError } from '../ErrorPanel/errorMessages.ts'

/** A lock's sentence, read again each second so its "Try again in …" counts down. */
function CountdownText({ error }: { error: UiError }) {
  const { i18n } = useLingui()
  const now = useNow(undefined, 1000)
  return errorMessage(error, i18n, now.getTime())
}

/**
 * The text of the sign-in form's alert. A rate limit with a known end counts down to it, in the
 * rounded delay of retryDelay (so the alert changes at most every ten seconds), and says
 * when the lock has ended; every other error is one fixed sentence.
 */
export function AlertText({ error }: { error: UiError }) {
  const { i18n } = useLingui()
  return error.code === 'rate_limited' && error.retryAt !== undefined ? (
    <CountdownText error={error} />
  ) : (
    errorMessage(error, i18n)
  )
}
