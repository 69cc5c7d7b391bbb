import { msg } from '@lingui/core/macro'

/**
 * How the dashboard's trends name their period (the last 12 months), on the cards and in the
 * chart images alike.
 */

/** How the summary names the sparkline's period. */
export const OVER_12_MONTHS = msg({
  comment: 'Ends a sentence such as "Pipelines with women rose from 48% to 53% over 12 months."',
  message: 'over 12 months',
})

/** How the card's line names its period. */
export const TWELVE_MONTHS = msg({
  comment: 'Starts a trend card’s line such as “12 months: +13 points, a steady rise”',
  message: '12 months',
})
