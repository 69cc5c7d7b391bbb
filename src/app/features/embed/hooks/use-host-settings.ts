import { useEffect, useState } from 'react'
import { hostSettingsMessageSchema } from '../../../../domain/http/embed.ts'
import { canonicalLocale, type HostSettings } from '../lib/host-params.ts'

export interface HostMessageSource {
  readonly origin: string
  readonly source: MessageEventSource | null
  readonly data: unknown
}

/**
 * A `pdd:settings` message from the portal, when it comes from the parent window itself, from
 * the allowed parent origin, and has exactly the expected shape; anything else is ignored.
 */
export function acceptHostMessage(
  event: HostMessageSource,
  parentOrigin: string,
  parent: MessageEventSource,
): Partial<HostSettings> | undefined {
  if (event.origin !== parentOrigin || event.source !== parent) return undefined
  const parsed = hostSettingsMessageSchema.safeParse(event.data)
  if (!parsed.success) return undefined
  const settings: Partial<HostSettings> = {}
  if (parsed.data.theme !== undefined) settings.theme = parsed.data.theme
  if (parsed.data.compact !== undefined) settings.compact = parsed.data.compact
  if (parsed.data.trends !== undefined) settings.trends = parsed.data.trends
  if (parsed.data.locale !== undefined) {
    const locale = canonicalLocale(parsed.data.locale)
    if (locale !== undefined) settings.locale = locale
  }
  return settings
}

/** The display settings: the link's query string, updated live by the portal's messages. */
export function useHostSettings(
  initial: HostSettings,
  parentOrigin: string | undefined,
): HostSettings {
  const [overrides, setOverrides] = useState<Partial<HostSettings>>({})
  useEffect(() => {
    if (parentOrigin === undefined) return
    const onMessage = (event: MessageEvent) => {
      const accepted = acceptHostMessage(event, parentOrigin, window.parent)
      if (accepted !== undefined) setOverrides((previous) => ({ ...previous, ...accepted }))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [parentOrigin])
  return { ...initial, ...overrides }
}
