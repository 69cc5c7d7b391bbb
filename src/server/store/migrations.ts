import type { Kysely, Migration, MigrationProvider } from 'kysely'

const SNAPSHOTS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per region per day (the primary key makes "insert if absent" safe across replicas).
    // Days are `YYYY-MM-DD` text, which sorts as dates on both engines; the JSON columns hold the
    // normalized distributions and percentages after suppression (docs/decisions/0090).
    await db.schema
      .createTable('snapshots')
      .addColumn('region', 'varchar(16)', (column) => column.notNull())
      .addColumn('day', 'varchar(10)', (column) => column.notNull())
      .addColumn('distributions', 'text', (column) => column.notNull())
      .addColumn('percentages', 'text', (column) => column.notNull())
      .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('snapshots_pkey', ['region', 'day'])
      .execute()
    await db.schema.createIndex('snapshots_day').on('snapshots').column('day').execute()
  },
}

const ANNOTATIONS_MIGRATION: Migration = {
  // Targets, events, the organization's definitions and the log of their changes (decision 0210).
  // Each editable row has a `version`, raised by every change (optimistic concurrency).
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('targets')
      .addColumn('region', 'varchar(16)', (column) => column.notNull())
      .addColumn('metric', 'varchar(64)', (column) => column.notNull())
      .addColumn('yes_share', 'double precision', (column) => column.notNull())
      .addColumn('target_date', 'varchar(10)', (column) => column.notNull())
      .addColumn('start_date', 'varchar(10)')
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('targets_pkey', ['region', 'metric'])
      .execute()
    await db.schema
      .createTable('events')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      // Null: an event of every region.
      .addColumn('region', 'varchar(16)')
      .addColumn('day', 'varchar(10)', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('note', 'text')
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('events_region_day')
      .on('events')
      .columns(['region', 'day'])
      .execute()
    await db.schema
      .createTable('definitions')
      .addColumn('metric', 'varchar(64)', (column) => column.notNull())
      .addColumn('language', 'varchar(8)', (column) => column.notNull())
      .addColumn('text', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('definitions_pkey', ['metric', 'language'])
      .execute()
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('email', 'varchar(320)', (column) => column.notNull())
      // Null: a change of every region's (definitions, events of all regions).
      .addColumn('region', 'varchar(16)')
      .addColumn('kind', 'varchar(16)', (column) => column.notNull())
      .addColumn('subject', 'varchar(128)', (column) => column.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute()
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
  },
}

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
  '0002_snapshots': SNAPSHOTS_MIGRATION,
  '0003_revocation_time': {
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
  '0004_readiness': {
    // /readyz writes one row here: a store that can be read but not written is not ready.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('readiness')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('checked_at', 'bigint', (column) => column.notNull())
        .execute()
    },
  },
  '0005_annotations': ANNOTATIONS_MIGRATION,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
}
