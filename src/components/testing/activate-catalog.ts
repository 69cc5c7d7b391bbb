import { i18n, type Messages } from '@lingui/core'

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*.po')

/** Loads and activates a language's compiled catalog (`pseudo` formats as English). */
export async function activateCatalog(locale: string): Promise<void> {
  const load = catalogs[`../../locales/${locale}.po`]
  if (load === undefined) throw new Error(`no catalog for ${locale}`)
  const { messages } = await load()
  i18n.loadAndActivate({ locale, locales: [locale === 'pseudo' ? 'en' : locale], messages })
}
