import { Trans, useLingui } from '@lingui/react/macro'
import {
  distributionDefinition,
  GLOSSARY_TERMS,
  metricName,
  percentageDefinition,
} from '../../domain/metrics/metric-texts.ts'
import type { OrganizationWording } from '../../domain/annotations/organization-definitions.ts'
import type { OrganizationInfo } from '../../domain/metrics/organization-info.ts'
import { percentageItems } from '../../domain/metrics/percentage-figures.ts'

/**
 * The definitions of every metric on the page and the terms they use, for paper only: on screen
 * each card has its own disclosure, and this list is not displayed (nor in the accessibility tree).
 */
export function PrintDefinitions({
  info,
  wording,
  demo = false,
}: {
  info: OrganizationInfo
  /** The organization's own definitions, where it has one. */
  wording?: OrganizationWording | undefined
  /** The figures are demo data: the paper then says what that means. */
  demo?: boolean | undefined
}) {
  const { i18n, t } = useLingui()
  const metrics = [
    ...percentageItems(info).map((item) => ({
      key: item.key,
      term: metricName(i18n, item.key, item.label),
      definition:
        wording?.(item.key) ?? i18n._(percentageDefinition(item.key, item.label).definition),
    })),
    ...info.distributions.map((distribution) => ({
      key: distribution.key,
      term: metricName(i18n, distribution.key, distribution.label),
      definition:
        wording?.(distribution.key) ??
        i18n._(distributionDefinition(distribution.key, distribution.label).definition),
    })),
  ]
  // The title block says the as-of time; "Demo data" is a term of the paper only in demo mode.
  const terms = GLOSSARY_TERMS.filter(
    (term) => term.id !== 'as-of' && (demo || term.id !== 'demo-data'),
  ).map(({ id, term, definition }) => ({
    key: id,
    term: i18n._(term),
    definition: i18n._(definition),
  }))
  return (
    <section className="dg__print-definitions" aria-label={t`Definitions`}>
      <h2>
        <Trans>Definitions</Trans>
      </h2>
      <dl>
        {[...metrics, ...terms].map(({ key, term, definition }) => (
          <div key={key}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
