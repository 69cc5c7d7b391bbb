import { Trans } from '@lingui/react/macro'

/**
 * How the figures are made (issue 24, docs/decisions/0150): what the band around a trend is,
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
            shown. It then judges the whole period, not just its two ends. The share is averaged
            over each 30-day month (each 7-day week for periods under six months), and a rise or a
            fall is called steady when those averages move one way (the Mann–Kendall test, allowing
            for the same pipelines being counted day after day) or when the days the share went up
            clearly outnumber the days it went down, at the 5% level, and the share moved by more
            than 1 point in that direction.
          </Trans>
        </p>
        <p>
          <Trans>
            Otherwise the trend is “not a steady trend” (it moved one way, but too little or in one
            jump), “up and down, no clear direction”, or “level throughout” (never more than 1 point
            apart). With fewer than six months or weeks of history, no direction is judged.
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
