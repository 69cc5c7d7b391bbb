import type { Messages } from '@lingui/core'
import type { CatalogPart, Language } from '../../domain/text/languages.ts'

/** A catalog the UI can load: a translated language, or Storybook's pseudo-locale. */
export type CatalogLocale = Language | 'pseudo'

type Loader = () => Promise<{ messages: Messages }>

/**
 * One lazily loaded chunk per catalog (docs/decisions/0110): the .po files are compiled by
 * @lingui/vite-plugin when imported, so the page downloads only its own language's messages.
 */
const LOADERS: Record<CatalogPart, Record<CatalogLocale, Loader>> = {
  shell: {
    en: () => import('../../locales/shell/en.po'),
    fr: () => import('../../locales/shell/fr.po'),
    'fr-CA': () => import('../../locales/shell/fr-CA.po'),
    de: () => import('../../locales/shell/de.po'),
    es: () => import('../../locales/shell/es.po'),
    ar: () => import('../../locales/shell/ar.po'),
    ja: () => import('../../locales/shell/ja.po'),
    pseudo: () => import('../../locales/shell/pseudo.po'),
  },
  app: {
    en: () => import('../../locales/en.po'),
    fr: () => import('../../locales/fr.po'),
    'fr-CA': () => import('../../locales/fr-CA.po'),
    de: () => import('../../locales/de.po'),
    es: () => import('../../locales/es.po'),
    ar: () => import('../../locales/ar.po'),
    ja: () => import('../../locales/ja.po'),
    pseudo: () => import('../../locales/pseudo.po'),
  },
  rare: {
    en: () => import('../../locales/rare/en.po'),
    fr: () => import('../../locales/rare/fr.po'),
    'fr-CA': () => import('../../locales/rare/fr-CA.po'),
    de: () => import('../../locales/rare/de.po'),
    es: () => import('../../locales/rare/es.po'),
    ar: () => import('../../locales/rare/ar.po'),
    ja: () => import('../../locales/rare/ja.po'),
    pseudo: () => import('../../locales/rare/pseudo.po'),
  },
}

/** The messages of `locale` in the `parts` asked for (by default all: every message). */
export async function loadCatalog(
  locale: CatalogLocale,
  parts: readonly CatalogPart[] = ['shell', 'app', 'rare'],
): Promise<Messages> {
  const loaded = await Promise.all(parts.map((part) => LOADERS[part][locale]()))
  return loaded.reduce<Messages>((all, { messages }) => ({ ...all, ...messages }), {})
}
