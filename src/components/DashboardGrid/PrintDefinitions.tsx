import {
  distributionDefinition,
  GLOSSARY_TERMS,
  percentageDefinition,
} from '../../domain/metric-texts.ts'
import type { OrganizationInfo } from '../../domain/organization-info.ts'
import { percentageItems } from '../../domain/percentage-figures.ts'

/**
 * The definitions of every metric on the page and the terms they use, for paper only: on screen
 * each card has its own disclosure, and this list is not displayed (nor in the accessibility tree).
 */
export function PrintDefinitions({ info }: { info: OrganizationInfo }) {
  const metrics = [
    ...percentageItems(info).map((item) => ({
      key: item.key,
      term: item.label,
      definition: percentageDefinition(item.key, item.label).definition,
    })),
    ...info.distributions.map((distribution) => ({
      key: distribution.key,
      term: distribution.label,
      definition: distributionDefinition(distribution.key, distribution.label).definition,
    })),
  ]
  const terms = GLOSSARY_TERMS.filter((term) => term.id !== 'as-of')
  return (
    <section className="dg__print-definitions" aria-label="Definitions">
      <h2>Definitions</h2>
      <dl>
        {[
          ...metrics,
          ...terms.map(({ id, term, definition }) => ({ key: id, term, definition })),
        ].map(({ key, term, definition }) => (
          <div key={key}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
