import { Trans } from '@lingui/react/macro'

/**
 * How the figures are made (issues 24 and 34, docs/decisions/0230 and 0232): what the band around
 * a trend is, what "steady" means, how a pace towards a target is read, which groups are hidden,
 * and where the data come from and when. Short on purpose; the glossary, the trend view and the
 * CSV files link here.
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
            A trend first says what happened: the share and the counts at each end of the period
            shown, each the mean of the shown days of its first or last week (“7-day means at each
            end”), so that one odd day cannot move them; the tooltip gives the single days. It then
            judges the whole period, not just its two ends. A straight line is fitted to every day
            shown (least squares), and its slope is set against how much the share wanders with no
            trend at all. That wander is measured on the series itself: the semivariogram of the
            days around the line (half the mean squared difference of two days 1 to 60 days apart,
            at most half the period), fitted twice as a lasting part (an AR(1) process, or for the
            data fit a random walk) plus noise of single days, each fit corrected for the part of
            the wander that the fitted line takes up. The census fit takes the variance that a count
            of independent pipelines has, p(1 − p)/n, from the counts, and fits the first 7 days’
            lags; the data fit takes nothing from the counts, so a wander of the whole organisation
            widens it. The larger of the two uncertainties is used. A rise or a fall is steady when
            the slope passes it at the 5% level (Student’s t, with the weeks shown less two as
            degrees of freedom), the share moved more than 1 point that way from one end to the
            other, and the change was neither a step nor a reversal.
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
            real); “up and down, not clearly more than day-to-day movement”, when it ended within 1
            point of where it began but the change over the period is not known that closely; “up
            and down, no clear direction” only when the change over the period is known to within 1
            point; and “level throughout” when the share never moved more than 1 point. With fewer
            than six weeks of history, no direction is judged. A swing of the whole organisation
            that lasts weeks can still read as a trend in a three-month view.
          </Trans>
        </p>
        <p>
          <Trans>
            A share under 5% at either end is rare: its shares are given with one decimal, its
            relative change is said too (“97% fewer”, “all gone”, “from none”), and the 1 point
            above becomes a fifth of its starting share where that is less.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="methodology-pace">
        <h2 id="methodology-pace">
          <Trans>The pace towards a target</Trans>
        </h2>
        <p>
          <Trans>
            A pace towards a target carries the last week’s mean forward to the target date at the
            slope of the straight line described above, fitted to the last 12 months of history
            whatever period is shown, with a range from that slope’s uncertainty (“at this pace
            55%–61% by June 2027”). It is given only when that line clearly rises or falls and its
            days span at least six months; otherwise it is too early to tell. A share short of a
            target is never rounded up to it.
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
