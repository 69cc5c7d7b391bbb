import type { OrganizationDefinition } from '../../domain/annotations/annotations.ts'
import type { DefinitionInput } from '../../domain/annotations/annotation-checks.ts'
import type { Language } from '../../domain/text/languages.ts'
import { isLanguage } from '../../domain/text/languages.ts'
import type { Actor } from './audit-log.ts'
import { putKeyed, removeKeyed, type KeyedRow } from './keyed-rows.ts'
import type { DefinitionsTable } from './schema.ts'
import type { Store } from './store.ts'

/**
 * The organization's own wording of each metric, per language: one set for every region (one
 * deployment serves one organization), read from the store on every request (no cache).
 */
export interface Definitions {
  list(): Promise<OrganizationDefinition[]>
  put(
    metric: string,
    language: Language,
    input: DefinitionInput,
    actor: Actor,
  ): Promise<OrganizationDefinition>
  remove(metric: string, language: Language, version: number, actor: Actor): Promise<void>
}

type DefinitionRow = Pick<DefinitionsTable, 'metric' | 'language' | 'text' | 'version'>

const COLUMNS = ['metric', 'language', 'text', 'version'] as const

function definitionOf(row: DefinitionRow): OrganizationDefinition {
  return {
    metric: row.metric,
    language: isLanguage(row.language) ? row.language : 'en',
    text: row.text,
    version: Number(row.version),
  }
}

/** The organization's definition of `metric` in `language`, as a row of the keyed edits. */
function definitionRow(
  metric: string,
  language: Language,
): KeyedRow<DefinitionRow, OrganizationDefinition> {
  return {
    table: 'definitions',
    key: { metric, language },
    kind: 'definition',
    region: null,
    subject: `${metric}/${language}`,
    read: definitionOf,
  }
}

export function createDefinitions(store: Store): Definitions {
  const { db } = store
  return {
    list: () =>
      store.run('definitions_list', async () => {
        const rows = await db
          .selectFrom('definitions')
          .select(COLUMNS)
          .orderBy('metric')
          .orderBy('language')
          .execute()
        return rows.map(definitionOf)
      }),
    put: (metric, language, input, actor) =>
      putKeyed(store, definitionRow(metric, language), { text: input.text }, input.version, actor),
    remove: (metric, language, version, actor) =>
      removeKeyed(store, definitionRow(metric, language), version, actor),
  }
}
