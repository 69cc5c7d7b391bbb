import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { regionIdFrom } from '../../../domain/regions/regions.ts'
import { embedConfigQueryOptions } from '../../features/embed/api/get-embed-config.ts'
import { useAutoResize } from '../../features/embed/hooks/use-auto-resize.ts'
import { useDocumentSettings } from '../../features/embed/hooks/use-document-settings.ts'
import { useHostSettings } from '../../features/embed/hooks/use-host-settings.ts'
import { parseHostParams } from '../../features/embed/lib/host-params.ts'
import { allowedParentOrigin, frameFacts } from '../../features/embed/lib/parent-origin.ts'
import { useLanguage } from '../../i18n/language.tsx'
import { EmbedContent } from './embed-content.tsx'
import { EmbedMessage } from '../../features/embed/components/embed-message.tsx'

/**
 * `/embed/regions/:region`: the dashboard without app chrome, for an iframe on a portal. Host
 * parameters (`theme`, `compact`, `locale`) come from the query string and, live, from the
 * portal's `pdd:settings` messages; the content's height goes to the portal as `pdd:resize`.
 * Both only with the parent origin the BFF allows.
 */
export function EmbedView() {
  const { t } = useLingui()
  const params = useParams()
  // `/embed/regions/US` (as the TALENT_US_* variables spell it) shows the same view as `us`.
  const region = regionIdFrom(params.region)
  const [searchParams] = useSearchParams()
  const initial = useMemo(() => parseHostParams(searchParams), [searchParams])
  const config = useQuery(embedConfigQueryOptions())
  const parentOrigin =
    config.data === undefined
      ? undefined
      : allowedParentOrigin(frameFacts(), config.data.allowedOrigins)
  const settings = useHostSettings(initial, parentOrigin)
  useDocumentSettings(settings)
  // Numbers and dates in the portal's locale when it names one, else in the UI language's.
  const uiLanguage = useLanguage()
  const formatLocale = settings.locale ?? uiLanguage.locale
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  useAutoResize(root, parentOrigin)

  return (
    <div
      ref={setRoot}
      className={settings.compact ? 'embed embed--compact' : 'embed'}
      data-framed={parentOrigin === undefined ? undefined : 'true'}
    >
      <main className="embed__main" aria-label={t`Pipeline diversity dashboard`}>
        {region === undefined ? (
          <EmbedMessage title={t`Unknown region`} tone="error">
            <p>
              <Trans>This embedded view names a region that does not exist.</Trans>
            </p>
          </EmbedMessage>
        ) : (
          <EmbedContent
            region={region}
            locale={formatLocale}
            compact={settings.compact}
            trends={settings.trends}
          />
        )}
      </main>
    </div>
  )
}
