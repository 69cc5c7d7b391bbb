import {
  DISTRIBUTION_DEFINITIONS,
  glossaryAnchor,
  GLOSSARY_TERMS,
  PERCENTAGE_DEFINITIONS,
} from '../../domain/metric-texts.ts'
import './GlossaryList.css'

/** The glossary: every metric of the specification, then the terms; each entry has an anchor. */
export function GlossaryList() {
  return (
    <div className="glossary">
      <section aria-labelledby="glossary-metrics">
        <h2 id="glossary-metrics">Metrics</h2>
        <dl>
          {Object.entries(DISTRIBUTION_DEFINITIONS).map(([key, entry]) => {
            return (
              <div key={key} id={glossaryAnchor(key)} className="glossary__entry" tabIndex={-1}>
                <dt>{entry.term}</dt>
                <dd>
                  <p>{entry.definition}</p>
                  <p>
                    Yes: {entry.yes}. No: {entry.no}.
                  </p>
                </dd>
              </div>
            )
          })}
          {Object.entries(PERCENTAGE_DEFINITIONS).map(([key, entry]) => (
            <div key={key} id={glossaryAnchor(key)} className="glossary__entry" tabIndex={-1}>
              <dt>{entry.term}</dt>
              <dd>
                <p>{entry.definition}</p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="glossary-terms">
        <h2 id="glossary-terms">Terms</h2>
        <dl>
          {GLOSSARY_TERMS.map(({ id, term, definition }) => (
            <div key={id} id={glossaryAnchor(id)} className="glossary__entry" tabIndex={-1}>
              <dt>{term}</dt>
              <dd>
                <p>{definition}</p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
