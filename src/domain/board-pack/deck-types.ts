import type { OrganizationInfo } from '../metrics/organization-info.ts'
import type { HistoryResponse } from '../history/history.ts'
import type { Target, TrendEvent } from '../annotations/annotations.ts'
import type { RegionId } from '../regions/regions.ts'

/**
 * The shapes of the board deck (issue 25, decision 0192): what deckModel (./deck-model.ts) is
 * given and what it answers, slide by slide, for the renderer (src/app/lib/pptx-deck.ts) and the
 * Storybook preview to lay out.
 */

export interface DeckRegion {
  id: RegionId
  info: OrganizationInfo
}

export interface DeckInput {
  organizationName: string
  /** The region the deck is about (its dashboard or trends). */
  region: DeckRegion
  /** Its history over the chosen period; undefined when none could be read. */
  history: HistoryResponse | undefined
  /** The period's length in days (the trend words say the data's own period). */
  period: { days: number }
  /**
   * The last 12 months of its history, the fixed window the pace is judged on whatever the
   * period (decision 0232); by default `history`'s last 12 months.
   */
  paceHistory?: HistoryResponse | undefined
  /** Every signed-in region with figures (the current one included): several give a comparison. */
  compared: readonly DeckRegion[]
  demo: boolean
  minGroupSize: number
  locale: string
  timeZone?: string | undefined
  /** The region's targets and events (issue 26): a target line and the pace, events listed. */
  targets?: readonly Target[] | undefined
  events?: readonly TrendEvent[] | undefined
}

/** Shown on every slide: where the figures come from and how far to trust them. */
export interface SlideFooter {
  region: string
  asOf: string
  /** The source naming the deck's region; a comparison slide names its own regions. */
  source: string
  suppression: string
  /** "Confidential", on every slide as on every printed page (issue 35). */
  confidential: string
  /** "Demo data", or undefined outside demo mode. */
  demo: string | undefined
}

/**
 * What a series or a bar is, so its colour is bound to it and not to its place (issue 35): Yes is
 * the screen's Yes colour in every deck and direction, a region always its own colour.
 */
export type SeriesColour = 'yes' | 'no' | 'target' | 'event' | RegionId

/** An event marked on a metric's line chart: its number in the deck's events list, its point. */
export interface EventMark {
  number: number
  /** The index of the chart's point (week) the event falls in. */
  index: number
}

export interface SummaryRow {
  metric: string
  value: string
  change: string
  n: string
}

export interface ChartSeries {
  name: string
  labels: string[]
  values: (number | null)[]
  /** One colour for the whole series, or one per point (a single-series bar of Yes and No). */
  colours: SeriesColour[]
}

export type Slide =
  | { kind: 'summary'; title: string; subtitle: string; rows: SummaryRow[] }
  | {
      kind: 'metric'
      key: string
      title: string
      /** The screen's sentence of the trend; the yes/no split's status when not reported. */
      summary: string
      n: string
      definition: string
      /** The yes share week by week (native line chart), or undefined without history. */
      trend: ChartSeries | undefined
      /** Yes and no of today (native bar chart), or undefined when withheld or not reported. */
      split: ChartSeries | undefined
      /**
       * The target as a second series of the line chart (its share from its start to its date,
       * within the shown weeks), named by its label; undefined without a target.
       */
      target: ChartSeries | undefined
      /** The pace towards the target in words, or '' without one. */
      pace: string
      /** The period's events on this chart, by their number in the events slide. */
      events: EventMark[]
      /** "Events 1–3: listed on the events slide", or '' without events. */
      eventsNote: string
    }
  | {
      kind: 'events'
      title: string
      /** The period's events, oldest first, numbered: "1. Mar 2, 2026: New hiring policy". */
      lines: string[]
    }
  | {
      kind: 'comparison'
      title: string
      /** The source naming every region the slide shows. */
      source: string
      series: ChartSeries[]
      /**
       * Every region's share and n per metric, with "Not reported" or the status where a bar is
       * missing (issue 35): the regions are the columns, the metrics the rows.
       */
      table: { header: string[]; rows: string[][] }
      /** The regions left out of the chart and why ("Left out: Asia Pacific (no data)."), or ''. */
      note: string
    }
  | { kind: 'methodology'; title: string; entries: { term: string; definition: string }[] }

export interface DeckModel {
  title: string
  rtl: boolean
  footer: SlideFooter
  slides: Slide[]
}
