/**
 * `node scripts/i18n-carry.ts [revision]` (default HEAD), after `npm run i18n:extract`: a message that an
 * import moved between a language's catalogs (the shell's, the app's and the rare part's,
 * docs/decisions/0202 and 0393) arrives in its new file untranslated. This fills every empty msgstr
 * of every file of every language from the translations they held at `revision` (git), and prints
 * what it filled and what is still missing.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { CATALOG_FILES, fileMessages, TRANSLATED } from './i18n-lint/catalogs.ts'

// Lingui writes each entry's msgid and msgstr on one line each.
const ENTRY = /^msgid (".*")\nmsgstr ""$/gm

/** `text` (a .po file) with each empty msgstr whose msgid `known` translates filled in. */
export function carryTranslations(
  text: string,
  known: ReadonlyMap<string, string>,
): { text: string; filled: string[] } {
  const filled: string[] = []
  const result = text.replace(ENTRY, (entry, quoted: string) => {
    const english: unknown = JSON.parse(quoted)
    if (typeof english !== 'string' || english === '') return entry
    const translation = known.get(english)
    if (translation === undefined) return entry
    filled.push(english)
    return `msgid ${quoted}\nmsgstr ${JSON.stringify(translation)}`
  })
  return { text: result, filled }
}

function atRevision(revision: string, file: string): ReadonlyMap<string, string> {
  try {
    const text = execFileSync('git', ['show', `${revision}:${file}`], {
      encoding: 'utf8',
      // A file new since `revision` has nothing to carry: git's complaint is not news.
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return fileMessages({ text })
  } catch {
    return new Map()
  }
}

function main(revision: string): void {
  for (const language of TRANSLATED) {
    const files = Object.values(CATALOG_FILES).map((file) => file(language))
    const known = new Map(files.flatMap((file) => [...atRevision(revision, file)]))
    for (const file of files) {
      const { text, filled } = carryTranslations(readFileSync(file, 'utf8'), known)
      if (filled.length === 0) continue
      writeFileSync(file, text)
      console.log(`${file}: ${filled.length} translation(s) carried over`)
    }
  }
  console.log('Now run npm run check:i18n: it names what is still untranslated.')
}

if (import.meta.main) main(process.argv[2] ?? 'HEAD')
