import * as z from 'zod/mini'
import { EMBED_THEMES, type EmbedTheme } from '../../../../domain/embed.ts'

/** Display settings a portal chooses for the embedded view (query string or `pdd:settings`). */
export interface HostSettings {
  theme: EmbedTheme
  compact: boolean
  /** A canonical BCP 47 tag, or undefined for the browser's own. */
  locale: string | undefined
}

export const DEFAULT_HOST_SETTINGS: HostSettings = {
  theme: 'auto',
  compact: false,
  locale: undefined,
}

const themeSchema = z.enum(EMBED_THEMES)

/** A locale the browser's Intl knows, in canonical form; anything else is dropped. */
export function canonicalLocale(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value.length === 0 || value.length > 35)
    return undefined
  try {
    const [canonical] = Intl.getCanonicalLocales(value)
    if (canonical === undefined) return undefined
    return Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0 ? canonical : undefined
  } catch {
    return undefined
  }
}

function parseCompact(value: string | null): boolean {
  return value === '1' || value === 'true' || value === ''
}

/** `?theme=dark&compact=1&locale=fr-CA`; unknown or invalid values fall back to the defaults. */
export function parseHostParams(params: URLSearchParams): HostSettings {
  const theme = themeSchema.safeParse(params.get('theme'))
  return {
    theme: theme.success ? theme.data : DEFAULT_HOST_SETTINGS.theme,
    compact: params.has('compact') ? parseCompact(params.get('compact')) : false,
    locale: canonicalLocale(params.get('locale')),
  }
}
