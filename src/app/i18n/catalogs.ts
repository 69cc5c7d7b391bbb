import type { Messages } from '@lingui/core'
import type { Language } from '../../domain/languages.ts'

/** A catalog the UI can load: a translated language, or Storybook's pseudo-locale. */
export type CatalogLocale = Language | 'pseudo'

/**
 * One lazily loaded chunk per catalog (docs/decisions/0110): the .po files are compiled by
 * @lingui/vite-plugin when imported, so the page downloads only its own language's messages.
 */
const LOADERS: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en.po'),
  fr: () => import('../../locales/fr.po'),
  'fr-CA': () => import('../../locales/fr-CA.po'),
  de: () => import('../../locales/de.po'),
  es: () => import('../../locales/es.po'),
  ar: () => import('../../locales/ar.po'),
  ja: () => import('../../locales/ja.po'),
  pseudo: () => import('../../locales/pseudo.po'),
}

export async function loadCatalog(locale: CatalogLocale): Promise<Messages> {
  const { messages } = await LOADERS[locale]()
  return messages
}
