import type { OrganizationDefinition } from '../../domain/annotations.ts'
import type { DefinitionInput } from '../../domain/annotation-checks.ts'
import type { Language } from '../../domain/languages.ts'
import { isLanguage } from '../../domain/languages.ts'
import { EditConflictError, recordChange, runEdit, touched } from './audit-log.ts'
import type { Actor } from './audit-log.ts'
import type { Kysely } from 'kysely'
import type { DefinitionsTable, StoreSchema } from './schema.ts'
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

function storedDefinition(transaction: Kysely<StoreSchema>, metric: string, language: Language) {
  return transaction
    .selectFrom('definitions')
    .select(COLUMNS)
    .where('metric', '=', metric)
    .where('language', '=', language)
    .executeTakeFirst()
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
      runEdit(store, 'definition_put', async (transaction) => {
        const found = await storedDefinition(transaction, metric, language)
        if ((found === undefined ? 0 : Number(found.version)) !== input.version) {
          throw new EditConflictError()
        }
        const values = { text: input.text, version: input.version + 1, updated_at: actor.nowMs }
        const written =
          found === undefined
            ? await transaction
                .insertInto('definitions')
                .values({ metric, language, ...values })
                .onConflict((conflict) => conflict.columns(['metric', 'language']).doNothing())
                .executeTakeFirst()
                .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
            : await transaction
                .updateTable('definitions')
                .set(values)
                .where('metric', '=', metric)
                .where('language', '=', language)
                .where('version', '=', input.version)
                .executeTakeFirst()
                .then(touched)
        if (written !== 1) throw new EditConflictError()
        const after = definitionOf({ metric, language, ...values })
        await recordChange(transaction, actor, {
          kind: 'definition',
          region: null,
          subject: `${metric}/${language}`,
          before: found === undefined ? null : definitionOf(found),
          after,
        })
        return after
      }),
    remove: (metric, language, version, actor) =>
      runEdit(store, 'definition_delete', async (transaction) => {
        const found = await storedDefinition(transaction, metric, language)
        const result = await transaction
          .deleteFrom('definitions')
          .where('metric', '=', metric)
          .where('language', '=', language)
          .where('version', '=', version)
          .executeTakeFirst()
        if (found === undefined || touched(result) !== 1) throw new EditConflictError()
        await recordChange(transaction, actor, {
          kind: 'definition',
          region: null,
          subject: `${metric}/${language}`,
          before: definitionOf(found),
          after: null,
        })
      }),
  }
}
