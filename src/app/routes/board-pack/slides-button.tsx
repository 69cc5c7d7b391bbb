import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DeckButton } from '../../../components/DeckButton/DeckButton.tsx'
import { downloadStem } from '../../../components/DashboardGrid/csv.ts'
import { downloadBlob } from '../../../components/DashboardGrid/download.ts'
import type { DeckRegion } from '../../../domain/board-pack/deck-types.ts'
import type { RegionId } from '../../../domain/regions/regions.ts'
import { PACE_WINDOW_DAYS } from '../../../domain/trend/target-pace.ts'
import { eventsQueryOptions } from '../../features/annotations/api/get-events.ts'
import { targetsQueryOptions } from '../../features/annotations/api/get-targets.ts'
import { historyQueryOptions, lastDays } from '../../features/history/api/get-history.ts'
import { PERIOD_INFO, type Period } from '../../features/history/lib/period.ts'
import {
  organizationInfoQueryOptions,
  useOrganizationInfo,
} from '../../features/organization-info/api/get-organization-info.ts'
import { hasNoData } from '../../features/organization-info/is-empty.ts'
import { regionName } from '../../../domain/regions/region-names.ts'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { useLanguage } from '../../i18n/language.tsx'

/**
 * "Download slides (.pptx)": the board deck of `region` over `period` (issue 25). The deck's
 * model and PptxGenJS load on the first click (dynamic imports), never with the page. The data
 * are the queries the pages read (cached ones at once): the region's figures and history, and
 * every signed-in region's figures for the comparison slide, its targets and events (issue 26).
 */
export function SlidesButton({ region, period }: { region: RegionId; period: Period }) {
  const { i18n, t } = useLingui()
  const { locale } = useLanguage()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  // A region with no figures yet (a new tenant) gets no deck: five empty slides would say nothing
  // (issue 35). The button says why instead.
  const info = useOrganizationInfo(region).data
  const empty = info !== undefined && hasNoData(info)
  const name = regionName(i18n, region)

  async function download() {
    setBusy(true)
    setFailed(false)
    try {
      const [{ deckBlob }, { deckModel }, server, sessions] = await Promise.all([
        import('../../lib/pptx-deck.ts'),
        import('../../../domain/board-pack/deck-model.ts'),
        queryClient.ensureQueryData(regionsQueryOptions()),
        queryClient.ensureQueryData(sessionsQueryOptions()),
      ])
      const info = await queryClient.ensureQueryData(organizationInfoQueryOptions(region))
      const days = PERIOD_INFO[period].days
      // Without its targets or events (unreadable), the deck still has every figure.
      const [history, paceHistory, targets, events] = await Promise.all([
        queryClient
          .ensureQueryData(historyQueryOptions(region, lastDays(days)))
          .catch(() => undefined),
        // The pace's fixed window (decision 0232): the same query as the history for 12 months.
        queryClient
          .ensureQueryData(historyQueryOptions(region, lastDays(PACE_WINDOW_DAYS)))
          .catch(() => undefined),
        queryClient.ensureQueryData(targetsQueryOptions(region)).catch(() => undefined),
        queryClient.ensureQueryData(eventsQueryOptions(region)).catch(() => undefined),
      ])
      // The comparison's regions: those signed in, in the server's order (as the compare view).
      const others = server.regions.filter(
        (entry) =>
          entry.id !== region && sessions.sessions.some((session) => session.region === entry.id),
      )
      const compared = await Promise.all(
        others.map((entry) =>
          queryClient
            .ensureQueryData(organizationInfoQueryOptions(entry.id))
            .then((data): DeckRegion => ({ id: entry.id, info: data }))
            .catch(() => undefined),
        ),
      )
      const model = deckModel(i18n, {
        organizationName: server.organizationName,
        region: { id: region, info },
        history,
        period: { days },
        paceHistory,
        compared: [
          { id: region, info },
          ...compared.filter((entry): entry is DeckRegion => entry !== undefined),
        ],
        demo: server.demo || history?.demo === true,
        minGroupSize: server.minGroupSize,
        locale,
        targets: targets?.targets,
        events: events?.events,
      })
      downloadBlob(await deckBlob(model, locale), `${downloadStem(info)}.pptx`)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <DeckButton
      busy={busy}
      failed={failed}
      unavailable={empty ? t`No slides: ${name} has no figures yet.` : undefined}
      onDownload={() => {
        void download()
      }}
    />
  )
}
