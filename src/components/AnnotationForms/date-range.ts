import { ANNOTATION_FIRST_DAY, ANNOTATION_LAST_DAY } from '../../domain/annotations/annotations.ts'
import { formatDay } from '../../domain/trend/trend-wording.ts'

/**
 * The days a target or an event may have (the BFF refuses others), as a date input's `min` and
 * `max` and as the hint's days in the reader's language.
 */
export function dateRange(locale: string | undefined) {
  return {
    min: ANNOTATION_FIRST_DAY,
    max: ANNOTATION_LAST_DAY,
    first: formatDay(ANNOTATION_FIRST_DAY, locale),
    last: formatDay(ANNOTATION_LAST_DAY, locale),
  }
}
