import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The built Storybook (`npm run build-storybook`, which `npm test` runs before the journeys), for
 * the journeys that open its pages: every Docs page, and the visual review of the key stories.
 */
export const STORYBOOK_DIR = path.resolve(import.meta.dirname, '..', '..', 'storybook-static')

export interface StorybookEntry {
  readonly id: string
  readonly type: 'docs' | 'story'
  readonly title: string
  readonly name: string
}

/** Whether Storybook is built: the journeys can be listed without it (`playwright test --list`). */
export function storybookBuilt(): boolean {
  return existsSync(path.join(STORYBOOK_DIR, 'index.json'))
}

export function storybookEntries(): StorybookEntry[] {
  const indexFile = path.join(STORYBOOK_DIR, 'index.json')
  if (!existsSync(indexFile)) {
    throw new Error(`No built Storybook at ${STORYBOOK_DIR}: run \`npm run build-storybook\` first`)
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, StorybookEntry>
  }
  return Object.values(index.entries)
}
