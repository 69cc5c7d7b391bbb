import * as z from 'zod/mini'
import { EMBED_THEMES, type EmbedTheme } from '../../../../domain/http/embed.ts'

/** Display settings a portal chooses for the embedded view (query string or `pdd:settings`). */
export interface HostSettings {
  theme: EmbedTheme
  compact: boolean
  /** Each metric's 12-month sparkline and change line (`trends=0` turns them off). */
  trends: boolean
  /** A canonical BCP 47 tag, or undefined for the browser's own. */
  locale: string | undefined
}

const DEFAULT_HOST_SETTINGS: HostSettings = {
  theme: 'auto',
  compact: false,
  trends: true,
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

function parseFlag(value: string | null): boolean {
  return value === '1' || value === 'true' || value === ''
}

/**
 * `?theme=dark&compact=1&trends=0&locale=fr-CA`; unknown or invalid values fall back to the
 * defaults (`trends` stays on unless it reads `0` or `false`).
 */
export function parseHostParams(params: URLSearchParams): HostSettings {
  const theme = themeSchema.safeParse(params.get('theme'))
  return {
    theme: theme.success ? theme.data : DEFAULT_HOST_SETTINGS.theme,
    compact: params.has('compact') ? parseFlag(params.get('compact')) : false,
    trends: params.get('trends') === '0' || params.get('trends') === 'false' ? false : true,
    locale: canonicalLocale(params.get('locale')),
  }
}
