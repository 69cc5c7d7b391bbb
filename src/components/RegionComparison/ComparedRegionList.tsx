import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../domain/text/format.ts'
import { byRegionName, type ComparedRegion, type RegionNamer } from './comparison-model.ts'

export type LinkRenderer = (href: string, children: ReactNode) => ReactNode

export interface ComparedRegionListProps {
  regions: readonly ComparedRegion[]
  nameOf: RegionNamer
  locale?: string | undefined
  timeZone?: string | undefined
  renderLink: LinkRenderer
}

/**
 * One region's status ("As of …", still loading, why it failed) and its links, or a link to sign
 * in to it.
 */
function RegionStatus({
  region,
  name,
  locale,
  timeZone,
  renderLink,
}: {
  region: ComparedRegion
  name: string
} & Omit<ComparedRegionListProps, 'regions' | 'nameOf'>) {
  if (region.state.kind === 'signed_out') {
    return (
      <span className="rc__region-status">
        <Trans>Not signed in</Trans>
        {' · '}
        {renderLink(region.signInHref, <Trans>Sign in to {name}</Trans>)}
      </span>
    )
  }
  const dateOptions = { ...(locale ? { locale } : {}), ...(timeZone ? { timeZone } : {}) }
  const { state } = region
  let status: ReactNode
  if (state.kind === 'ok') {
    const asOf = formatDateTime(new Date(state.info.fetchedAt), dateOptions)
    status = (
      <Trans comment="When the figures were read from the Talent Platform">
        As of <time dateTime={state.info.fetchedAt}>{asOf}</time>
      </Trans>
    )
  } else if (state.kind === 'loading') {
    status = <Trans>Loading…</Trans>
  } else {
    status = state.message
  }
  // The links apart from the status: on a narrow screen each has its own line, so a status that
  // grows from "Loading…" to its time moves nothing below it.
  return (
    <>
      <span className="rc__region-status">{status}</span>
      <span className="rc__region-links">
        <span className="rc__region-separator" aria-hidden="true">
          ·{' '}
        </span>
        {renderLink(
          region.dashboardHref,
          <Trans comment="A link to a region’s dashboard; the hidden part names the region for screen readers">
            Dashboard<span className="visually-hidden"> of {name}</span>
          </Trans>,
        )}
        {' · '}
        {renderLink(
          region.trendsHref,
          <Trans comment="A link to a region’s trends; the hidden part names the region for screen readers">
            Trends<span className="visually-hidden"> of {name}</span>
          </Trans>,
        )}
      </span>
    </>
  )
}

/** Every offered region, by name: its as-of time and links, or a link to sign in to it. */
export function ComparedRegionList({ regions, nameOf, ...rest }: ComparedRegionListProps) {
  return (
    <ul className="rc__region-list" data-testid="compared-regions">
      {[...regions].sort(byRegionName(nameOf, rest.locale)).map((region) => {
        const name = nameOf(region.id)
        return (
          <li key={region.id} className="rc__region" data-testid={`compared-region-${region.id}`}>
            <strong>{name}</strong>
            <RegionStatus region={region} name={name} {...rest} />
          </li>
        )
      })}
    </ul>
  )
}
