import { Trans } from '@lingui/react/macro'

/**
 * How the figures are made (issues 24 and 34, docs/decisions/0230): what the band around a trend is,
 * what "steady" means, which groups are hidden, and where the data come from and when. Short on
 * purpose; the glossary, the trend view and the CSV files link here.
 */
export function Methodology() {
  return (
    <div className="methodology">
      <section aria-labelledby="methodology-band">
        <h2 id="methodology-band">
          <Trans>The band around a trend line</Trans>
        </h2>
        <p>
          <Trans>
            Each day’s share comes with its 95% interval (the Wilson score interval of that day’s
            yes count out of its total), drawn as a band and given in tables and tooltips. It shows
            how much a share of this many pipelines or roles could differ by chance: a wide band
            means a small group. It is not a forecast.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="methodology-steady">
        <h2 id="methodology-steady">
          <Trans>What “a steady rise” means</Trans>
        </h2>
        <p>
          <Trans>
            A trend first says what happened: the share and the counts on the first and last day
            shown. It then judges the whole period, not just its two ends. A straight line is fitted
            to every day shown (least squares), and its slope is set against how much the share
            wanders with no trend at all. That wander is measured on the series itself: the
            semivariogram of the days around the line (half the mean squared difference of two days
            1 to 60 days apart), fitted twice as a lasting part (an AR(1) process) plus noise of
            single days. The census fit takes the variance that a count of independent pipelines
            has, p(1 − p)/n, from the counts, and fits the first 7 days’ lags; the data fit takes
            nothing from the counts, so a wander of the whole organisation widens it. The larger of
            the two uncertainties is used. A rise or a fall is steady when the slope passes it at
            the 5% level (Student’s t, with the weeks shown less two as degrees of freedom), the
            share moved more than 1 point that way, and the change was neither a step nor a
            reversal.
          </Trans>
        </p>
        <p>
          <Trans>
            Otherwise a trend says what it can: “mostly in one jump” and the day, when one day
            carries more than half of the change, stands out from the other days and holds for a
            week; “rose until” a day “then fell” (or the other way), when a line that bends once
            fits best and both its sides move clearly, in opposite ways; “a rise, but not a steady
            one”, when a clear rise went down for a stretch; “a rise not yet clearly more than
            day-to-day movement”, when the test cannot tell it from the wander (it may still be
            real); “up and down, no clear direction” only when the change over the period is known
            to within 1 point; and “level throughout” when the share never moved more than 1 point.
            With fewer than six weeks of history, no direction is judged. A swing of the whole
            organisation that lasts weeks can still read as a trend in a three-month view.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="methodology-hidden">
        <h2 id="methodology-hidden">
          <Trans>Hidden groups</Trans>
        </h2>
        <p>
          <Trans>
            A metric counted over too small a group (5 pipelines or roles unless the server is set
            otherwise) is hidden to protect privacy: its counts are never sent to the browser,
            stored in the history or exported, and a trend line has a gap on those days. A server
            can also set a smallest cell size: then a metric whose yes count or no count is below it
            is hidden the same way, so that a handful of yes or no answers cannot be singled out.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="methodology-source">
        <h2 id="methodology-source">
          <Trans>Where the data come from, and when</Trans>
        </h2>
        <p>
          <Trans>
            Today’s figures are read from the Talent Platform’s Organization Info of each region
            when a dashboard opens; each shows the time it was read. The platform keeps no history:
            this dashboard’s server records one snapshot per region per day (UTC), from the day’s
            first reading or a scheduled one. A comparison across regions shows each region as of
            its own reading. Demo mode shows generated history, marked “Demo data”.
          </Trans>
        </p>
      </section>
    </div>
  )
}
