import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { formatDay } from '../../domain/trend/trend-wording.ts'
import { eventMarkName } from './marks-text.ts'
import type { TrendMarks } from './trend-marks.ts'

/**
 * The keyboard's way to the events drawn on a trend chart (docs/decisions/0212): one button over
 * each numbered mark, outside the chart's slider (whose content is presentational), named by the
 * event's number, date and title; hovering or focusing it shows the title and date. The marks sit
 * where the drawing's time axis puts them: the plot starts after the 44 px percent axis and a
 * 12 px margin, and ends 12 px before the other edge (TrendPlot), mirrored right to left.
 */
export function EventMarks({ marks, locale }: { marks: TrendMarks; locale?: string | undefined }) {
  const { i18n, t } = useLingui()
  const [from, to] = marks.domain
  if (marks.events.length === 0) return null
  return (
    <ul
      className="tc__events"
      aria-label={t({
        comment: 'Name of the list of event marks on a trend chart',
        message: 'Events on the chart',
      })}
      data-testid="trend-event-marks"
    >
      {marks.events.map((mark) => {
        const at = to === from ? 0 : (mark.time - from) / (to - from)
        return (
          <li
            key={mark.event.id}
            className="tc__event-mark"
            style={{ '--at': at } as CSSProperties}
          >
            <button
              type="button"
              className="tc__event-button"
              aria-label={eventMarkName(i18n, mark, locale)}
              data-testid="trend-event-mark"
            />
            <span className="tc__event-tip" aria-hidden="true">
              {formatDay(mark.event.date, locale)}: {mark.event.title}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
