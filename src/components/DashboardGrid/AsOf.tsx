import { Trans } from '@lingui/react/macro'
import { formatRelativeTime } from '../../domain/format.ts'
import { useNow } from './useNow.ts'

export interface AsOfProps {
  /** ISO time the figures were read. */
  fetchedAt: string
  /** The same time, formatted for the reader ("Nov 21, 2026, 10:00 AM"). */
  absolute: string
  /** Fixes "now" (stories, tests); otherwise it ticks every 30 s. */
  now?: Date | undefined
  locale?: string | undefined
}

/** "As of Nov 21, 2026, 10:00 AM · 2 minutes ago": the date and time, always in the page. */
export function AsOf({ fetchedAt, absolute, now: fixedNow, locale }: AsOfProps) {
  const now = useNow(fixedNow)
  const relative = formatRelativeTime(new Date(fetchedAt), now, locale)
  return (
    <p className="dg__updated" data-testid="last-updated">
      <Trans comment="{absolute} is a date and time (“Nov 21, 2026, 10:00 AM”)">
        As of <time dateTime={fetchedAt}>{absolute}</time>
      </Trans>
      <span className="dg__relative">
        {' · '}
        <Trans comment="{relative} is a relative time from Intl (“2 minutes ago”)">
          updated {relative}
        </Trans>
      </span>
    </p>
  )
}
