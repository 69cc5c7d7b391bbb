import { http, HttpResponse, type HttpHandler } from 'msw'
import type {
  AuditResponse,
  DefinitionsResponse,
  EventsResponse,
} from '../domain/annotations/annotations.ts'
import { isoDay } from '../domain/history/history.ts'
import { REGION_PATH } from './annotation-access.ts'
import { errorResponse } from './error-response.ts'
import { storyEvents } from './story-fixtures.ts'

/**
 * Overrides of the events answer for the trend view's states (the stories' events, dated back from
 * today); prepend them as handler variants.
 */
function eventsAnswer(): EventsResponse {
  return { region: 'us', canEdit: false, events: storyEvents(isoDay(Date.now())) }
}

export const annotationVariants = {
  /** The organization's own wording of one metric, in English, French and Arabic. */
  definitions: [
    http.get(`${REGION_PATH}/definitions`, () =>
      HttpResponse.json({
        canEdit: false,
        definitions: [
          { metric: 'superstar', language: 'en', text: 'Our top 5 % of performers.', version: 1 },
          {
            metric: 'superstar',
            language: 'fr',
            text: 'Nos 5 % les plus performants.',
            version: 1,
          },
          {
            metric: 'superstar',
            language: 'ar',
            text: 'أفضل 5 % من موظفينا أداءً.',
            version: 1,
          },
        ],
      } satisfies DefinitionsResponse),
    ),
  ],
  /** Two events in the last 12 months, one of every region's. */
  events: [http.get(`${REGION_PATH}/events`, () => HttpResponse.json(eventsAnswer()))],
  /** An administrator's view: the events, and the change log with one change. */
  auditLog: [
    http.get(`${REGION_PATH}/events`, () =>
      HttpResponse.json({ ...eventsAnswer(), canEdit: true }),
    ),
    http.get(`${REGION_PATH}/audit`, () =>
      HttpResponse.json({
        region: 'us',
        entries: [
          {
            id: 'change-1',
            at: new Date().toISOString(),
            email: 'demo@example.com',
            region: 'us',
            kind: 'event',
            subject: 'leadership',
            before: null,
            after: eventsAnswer().events[1],
          },
        ],
      } satisfies AuditResponse),
    ),
  ],
  /** The events cannot be read: the trend view shows its chart without them. */
  eventsError: [http.get(`${REGION_PATH}/events`, () => errorResponse('store_unavailable'))],
} satisfies Record<string, HttpHandler[]>
