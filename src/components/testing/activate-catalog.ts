import { i18n, type Messages } from '@lingui/core'

const catalogs = import.meta.glob<{ messages: Messages }>([
  '../../locales/*.po',
  '../../locales/shell/*.po',
])

/**
 * Loads and activates a language's compiled catalogs, the shell's and the app's together
 * (decision 0202; `pseudo` formats as English).
 */
export async function activateCatalog(locale: string): Promise<void> {
  const parts = [`../../locales/shell/${locale}.po`, `../../locales/${locale}.po`].map((file) => {
    const load = catalogs[file]
    if (load === undefined) throw new Error(`no catalog ${file}`)
    return load()
  })
  const messages = (await Promise.all(parts)).reduce<Messages>(
    (all, part) => ({ ...all, ...part.messages }),
    {},
  )
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages })
}
