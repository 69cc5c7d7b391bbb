import { Trans, useLingui } from '@lingui/react/macro'
import {
  DISTRIBUTION_DEFINITIONS,
  glossaryAnchor,
  GLOSSARY_TERMS,
  PERCENTAGE_DEFINITIONS,
} from '../../domain/metrics/metric-texts.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import './GlossaryList.css'

/**
 * The glossary: every metric of the specification, then the terms; each entry has an anchor. The
 * organization's own definition of a metric (`wording`), where it has one, comes first, and the
 * built-in one follows it.
 */
export function GlossaryList({ wording }: { wording?: OrganizationWording | undefined }) {
  const { i18n } = useLingui()
  return (
    <div className="glossary">
      <section aria-labelledby="glossary-metrics">
        <h2 id="glossary-metrics">
          <Trans>Metrics</Trans>
        </h2>
        <dl>
          {Object.entries(DISTRIBUTION_DEFINITIONS).map(([key, entry]) => {
            const yesMeaning = entry.yes === undefined ? '' : i18n._(entry.yes)
            const noMeaning = entry.no === undefined ? '' : i18n._(entry.no)
            return (
              <div key={key} id={glossaryAnchor(key)} className="glossary__entry" tabIndex={-1}>
                <dt>{i18n._(entry.term)}</dt>
                <dd>
                  <OwnWording text={wording?.(key)} />
                  <p>{i18n._(entry.definition)}</p>
                  <p>
                    <Trans comment="What the yes and the no of a metric count, e.g. “Yes: pipelines that have a leader. No: pipelines that have none.”">
                      Yes: {yesMeaning}. No: {noMeaning}.
                    </Trans>
                  </p>
                </dd>
              </div>
            )
          })}
          {Object.entries(PERCENTAGE_DEFINITIONS).map(([key, entry]) => (
            <div key={key} id={glossaryAnchor(key)} className="glossary__entry" tabIndex={-1}>
              <dt>{i18n._(entry.term)}</dt>
              <dd>
                <OwnWording text={wording?.(key)} />
                <p>{i18n._(entry.definition)}</p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="glossary-terms">
        <h2 id="glossary-terms">
          <Trans>Terms</Trans>
        </h2>
        <dl>
          {GLOSSARY_TERMS.map(({ id, term, definition }) => (
            <div key={id} id={glossaryAnchor(id)} className="glossary__entry" tabIndex={-1}>
              <dt>{i18n._(term)}</dt>
              <dd>
                <p>{i18n._(definition)}</p>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

/** The organization's definition of a metric, labelled as its own; plain text, never markup. */
function OwnWording({ text }: { text: string | undefined }) {
  if (text === undefined) return null
  return (
    <p className="glossary__own" data-testid="own-definition">
      <strong>
        <Trans comment="Before the organization's own definition of a metric in the glossary">
          Our definition:
        </Trans>
      </strong>{' '}
      {text}
    </p>
  )
}
