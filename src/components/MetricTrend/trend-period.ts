import type { TrendPeriod } from '../../domain/trend/trend-periods.ts'

/**
 * The period of the dashboard's trend cards and of their chart images: the last 12 months. The
 * words say the data's own period (decision 0232): "12 months", "40 days", "Since Oct 12, 2026".
 */
export const CARD_PERIOD: TrendPeriod = { days: 365 }
