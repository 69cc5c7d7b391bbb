import type { TestProject } from 'vitest/node'
import { startPostgres } from '../../../../scripts/postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin address of the throwaway PostgreSQL cluster of this test run. */
    postgresUrl: string
  }
}

/** Vitest globalSetup: one throwaway PostgreSQL cluster for the whole run, stopped after it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const postgres = await startPostgres()
  const stop = () => postgres.stop()
  process.once('exit', stop)
  project.provide('postgresUrl', postgres.url)
  return stop
}
