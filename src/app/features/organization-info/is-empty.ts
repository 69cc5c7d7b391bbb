import type { OrganizationInfo } from '../../../domain/metrics/organization-info.ts'

/**
 * A region with nothing to show yet (a new tenant): no distribution has data and every reported
 * percentage is 0. Its dashboard is an empty state rather than five empty charts.
 */
export function hasNoData(info: OrganizationInfo): boolean {
  return (
    info.distributions.every((distribution) => distribution.status === 'no_data') &&
    info.percentages.every((percentage) => percentage.value === 0)
  )
}
