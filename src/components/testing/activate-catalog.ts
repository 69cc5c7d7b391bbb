import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core'
import { withBidiIsolates } from '../../domain/text/bidi-messages.ts'

// As the app's (src/app/i18n/language.tsx): right-to-left sentences isolate their placeholders.
withBidiIsolates(i18n)

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '../../locales/shell/*.po',
  '../../locales/rare/*.po',
])

/** A language's compiled catalogs, every part together (decisions 0202, 0393). */
async function loadMessages(locale: string): Promise<Messages> {
  const parts = [
    `../../locales/shell/${locale}.po`,
    `../../locales/${locale}.po`,
    `../../locales/rare/${locale}.po`,
  ].map((file) => {
    const load = catalogs[file]
    if (load === undefined) throw new Error(`no catalog ${file}`)
    return load()
  })
  return (await Promise.all(parts)).reduce<Messages>(
    (all, part) => ({ ...all, ...part.messages }),
    {},
  )
}

/** Loads and activates a language's compiled catalogs (`pseudo` formats as English). */
export async function activateCatalog(locale: string): Promise<void> {
  const messages = await loadMessages(locale)
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages })
}

/** A Lingui instance of its own in one language, beside the page's (an image's language). */
export async function i18nIn(locale: string): Promise<I18n> {
  const messages = await loadMessages(locale)
  return withBidiIsolates(
    setupI18n({ locale, locales: [locale], messages: { [locale]: messages } }),
  )
}
