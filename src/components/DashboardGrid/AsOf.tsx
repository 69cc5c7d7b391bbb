import { Trans } from '@lingui/react/macro'
import { formatRelativeTime, formatTime } from '../../domain/text/format.ts'
import { useNow } from './useNow.ts'

export interface AsOfProps {
  /** ISO time the figures were read. */
  fetchedAt: string
  /** The same time, formatted for the reader ("Nov 21, 2026, 10:00 AM"). */
  absolute: string
  /** Fixes "now" (stories, tests); otherwise it ticks every 30 s. */
  now?: Date | undefined
  locale?: string | undefined
  timeZone?: string | undefined
  /** The last refresh failed: the figures are the older ones, and nothing says "updated now". */
  stale?: boolean | undefined
}

/**
 * "As of Nov 21, 2026, 10:00 AM · updated 2 minutes ago": the date and time, always in the page.
 * After a failed refresh the second part says when the shown figures were retrieved instead
 * ("figures from 10:42"), never "updated now" (decision 0227).
 */
export function AsOf({ fetchedAt, absolute, now: fixedNow, locale, timeZone, stale }: AsOfProps) {
  const now = useNow(fixedNow)
  const fetched = new Date(fetchedAt)
  const relative = formatRelativeTime(fetched, now, locale)
  const time = formatTime(fetched, {
    ...(locale ? { locale } : {}),
    ...(timeZone ? { timeZone } : {}),
  })
  return (
    <p className="dg__updated" data-testid="last-updated" data-stale={stale ? 'true' : undefined}>
      <Trans comment="{absolute} is a date and time (“Nov 21, 2026, 10:00 AM”)">
        As of <time dateTime={fetchedAt}>{absolute}</time>
      </Trans>
      <span className="dg__relative">
        {' · '}
        {stale ? (
          <Trans comment="After a failed refresh: when the figures shown were retrieved; {time} is a time of day (“10:42”)">
            figures from {time}
          </Trans>
        ) : (
          <Trans comment="{relative} is a relative time from Intl (“2 minutes ago”)">
            updated {relative}
          </Trans>
        )}
      </span>
    </p>
  )
}
