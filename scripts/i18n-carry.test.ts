import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { carryTranslations } from './i18n-carry.ts'
import { CATALOG_FILES, fileMessages } from './i18n-lint/catalogs.ts'

const blank = (text: string): string =>
  text.replace(/^(msgid ".+")\nmsgstr ".*"$/gm, '$1\nmsgstr ""')

describe('carryTranslations', () => {
  it('fills only the empty translations it knows, and says which', () => {
    const text = [
      '#: src/components/AppHeader/AppHeader.tsx',
      'msgid "Sign out"',
      'msgstr ""',
      '',
      'msgid "Refresh"',
      'msgstr "Neu laden"',
      '',
      'msgid "New words"',
      'msgstr ""',
    ].join('\n')
    const known = new Map([
      ['Sign out', 'Abmelden'],
      ['Refresh', 'Aktualisieren'],
    ])
    const { text: carried, filled } = carryTranslations(text, known)
    expect(filled).toEqual(['Sign out'])
    expect(carried).toContain('msgid "Sign out"\nmsgstr "Abmelden"')
    expect(carried).toContain('msgid "Refresh"\nmsgstr "Neu laden"')
    expect(carried).toContain('msgid "New words"\nmsgstr ""')
  })

  it('gives back a real catalog byte for byte once its translations are carried into a blank copy', () => {
    for (const file of [
      CATALOG_FILES.app('de'),
      CATALOG_FILES.shell('ar'),
      CATALOG_FILES.app('ja'),
    ]) {
      const text = readFileSync(file, 'utf8')
      const { text: carried, filled } = carryTranslations(blank(text), fileMessages(file))
      expect(filled.length, file).toBeGreaterThan(40)
      expect(carried, file).toBe(text)
    }
  })
})
