import type { Kysely, Migration, MigrationProvider } from 'kysely'

/**
 * Versioned schema changes, applied in name order at start-up by Kysely's Migrator (which holds a
 * PostgreSQL advisory lock meanwhile, so replicas starting together apply each one once). To add
 * a table, append a migration with the next number; never edit one that has shipped.
 * The schema is the same on both engines: only portable column types are used.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_shared_state': {
    async up(db: Kysely<unknown>) {
      // The column layout rate-limiter-flexible's SQLite and PostgreSQL limiters expect.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expire', 'bigint')
        .execute()
      await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute()
      await db.schema
        .createTable('spent_links')
        .addColumn('jti', 'varchar(255)', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute()
      await db.schema
        .createIndex('spent_links_expires_at')
        .on('spent_links')
        .column('expires_at')
        .execute()
      await db.schema
        .createTable('revocations')
        .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
        .addColumn('expires_at', 'bigint', (column) => column.notNull())
        .execute()
      await db.schema
        .createIndex('revocations_expires_at')
        .on('revocations')
        .column('expires_at')
        .execute()
    },
  },
  '0002_revocation_time': {
    // Each replica reads the revocations made recently, in the background (docs/decisions/0107).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('revocations')
        .addColumn('revoked_at', 'bigint', (column) => column.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('revocations_revoked_at')
        .on('revocations')
        .column('revoked_at')
        .execute()
    },
  },
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
}
