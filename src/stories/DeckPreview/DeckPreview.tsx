import type { ChartSeries, DeckModel, Slide } from '../../domain/board-pack/deck-types.ts'
import { formatPercent } from '../../domain/text/format.ts'
import './DeckPreview.css'

export interface DeckPreviewProps {
  model: DeckModel
  locale?: string | undefined
}

const percent = (value: number | null, locale: string | undefined) =>
  value === null ? '–' : formatPercent(value, { locale })

/** A chart's values as a list: each label and its value (a trend: its first and last day). */
function SeriesValues({
  series,
  locale,
  testId,
}: {
  series: ChartSeries
  locale: string | undefined
  testId?: string
}) {
  const indexes =
    series.labels.length > 2 ? [0, series.labels.length - 1] : series.labels.map((_, i) => i)
  return (
    <dl className="deck-preview__values" data-testid={testId}>
      {indexes.map((index) => (
        <div key={index}>
          <dt>{series.labels[index]}</dt>
          <dd>{percent(series.values[index] ?? null, locale)}</dd>
        </div>
      ))}
    </dl>
  )
}

function SlideBody({ slide, locale }: { slide: Slide; locale: string | undefined }) {
  switch (slide.kind) {
    case 'summary':
      return (
        <>
          <p className="deck-preview__subtitle">{slide.subtitle}</p>
          <ul className="deck-preview__rows">
            {slide.rows.map((row) => (
              <li key={row.metric}>
                <strong>{row.metric}</strong> {row.value} · {row.n}
                {row.change === '' ? null : ` · ${row.change}`}
              </li>
            ))}
          </ul>
        </>
      )
    case 'metric':
      return (
        <>
          <p>{slide.summary}</p>
          <p className="deck-preview__muted">{slide.n}</p>
          {slide.split === undefined ? null : (
            <SeriesValues series={slide.split} locale={locale} testId="slide-split" />
          )}
          {slide.trend === undefined ? null : (
            <SeriesValues series={slide.trend} locale={locale} testId="slide-trend" />
          )}
          <p className="deck-preview__muted">{slide.definition}</p>
        </>
      )
    case 'comparison':
      return (
        <>
          {slide.series.map((series) => (
            <section key={series.name}>
              <h3>{series.name}</h3>
              <SeriesValues series={series} locale={locale} />
            </section>
          ))}
          {slide.note === '' ? null : <p>{slide.note}</p>}
        </>
      )
    case 'methodology':
      return (
        <dl className="deck-preview__definitions">
          {slide.entries.map((entry) => (
            <div key={entry.term}>
              <dt>{entry.term}</dt>
              <dd>{entry.definition}</dd>
            </div>
          ))}
        </dl>
      )
  }
}

/**
 * The board deck's slides (src/domain/board-pack/deck-model.ts, decision 0192) as simple 16:9 HTML boxes:
 * what each slide says, in the deck's language and direction, for reviewing the model in
 * Storybook. The .pptx lays the same model out with native charts (src/app/lib/pptx-deck.ts).
 */
export function DeckPreview({ model, locale }: DeckPreviewProps) {
  const { footer } = model
  return (
    <div className="deck-preview" dir={model.rtl ? 'rtl' : 'ltr'}>
      {model.slides.map((slide, index) => (
        <article key={index} className="deck-preview__slide" data-testid={`slide-${slide.kind}`}>
          <h2 className="deck-preview__title">{slide.title}</h2>
          <SlideBody slide={slide} locale={locale} />
          <footer className="deck-preview__footer">
            <span>
              {footer.region} · {footer.asOf}
            </span>
            <span>{footer.source}</span>
            <span>{footer.suppression}</span>
            {footer.demo === undefined ? null : (
              <strong className="deck-preview__demo">{footer.demo}</strong>
            )}
          </footer>
        </article>
      ))}
    </div>
  )
}
