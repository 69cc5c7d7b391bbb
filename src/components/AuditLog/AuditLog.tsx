import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditEntry, AuditKind } from '../../domain/annotations/annotations.ts'
import { formatDateTime, formatPercent, joinList } from '../../domain/text/format.ts'
import { isLanguage, LANGUAGE_NAMES } from '../../domain/text/languages.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { regionName } from '../../domain/regions/region-names.ts'
import { isRegionId } from '../../domain/regions/regions.ts'
import { ScrollRegion } from '../ScrollRegion/ScrollRegion.tsx'
import { TableHead } from '../TableHead/TableHead.tsx'
import '../../styles/data-table.css'
import './AuditLog.css'

export interface AuditLogProps {
  /** Newest first, as the BFF answers them. */
  entries: readonly AuditEntry[]
  locale?: string | undefined
  timeZone?: string | undefined
}

const KINDS: Readonly<Record<AuditKind, MessageDescriptor>> = {
  target: msg({ comment: 'Kind of a change in the change log', message: 'Target' }),
  event: msg({ comment: 'Kind of a change in the change log (an annotation)', message: 'Event' }),
  definition: msg({ comment: 'Kind of a change in the change log', message: 'Definition' }),
}

/** The stored fields of targets, events and definitions, named as their forms name them. */
const FIELDS: Readonly<Record<string, MessageDescriptor>> = {
  metric: msg({ comment: 'A field of a change in the change log', message: 'Metric' }),
  yesShare: msg({
    comment: 'A field of a change in the change log: a target’s share of yes (%)',
    message: 'Target share of yes (%)',
  }),
  targetDate: msg({ comment: 'A field of a change in the change log', message: 'Target date' }),
  startDate: msg({
    comment: 'A field of a change in the change log: where a target’s line starts',
    message: 'Start date',
  }),
  region: msg({ comment: 'A field of a change in the change log', message: 'Region' }),
  date: msg({ comment: 'A field of a change in the change log: an event’s date', message: 'Date' }),
  title: msg({
    comment: 'A field of a change in the change log: an event’s title',
    message: 'Title',
  }),
  note: msg({ comment: 'A field of a change in the change log: an event’s note', message: 'Note' }),
  language: msg({ comment: 'A field of a change in the change log', message: 'Language' }),
  text: msg({
    comment: 'A field of a change in the change log: the wording of a definition',
    message: 'Wording',
  }),
}

const NONE = '—'

/**
 * A stored value as the forms show it (issue 35): a metric by its name, a region by its name (or
 * "All regions"), a language by its own name, a share with its % sign; what administrators typed
 * stays whole text.
 */
function valueText(i18n: I18n, field: string, value: unknown, locale?: string): string {
  if (field === 'region') {
    return value === null
      ? i18n._(
          msg({ comment: 'An event of every region, in the change log', message: 'All regions' }),
        )
      : isRegionId(value)
        ? regionName(i18n, value)
        : String(value)
  }
  if (value === null || value === undefined) return NONE
  if (field === 'metric' && typeof value === 'string') return metricName(i18n, value, value)
  if (field === 'language' && isLanguage(value)) return LANGUAGE_NAMES[value]
  if (field === 'yesShare' && typeof value === 'number') return formatPercent(value, { locale })
  return String(value)
}

/** "Target · Pipelines with women": what a change is about, named as the forms name it. */
function subjectText(i18n: I18n, entry: AuditEntry): string {
  const row = (entry.after ?? entry.before) as Record<string, unknown> | null
  switch (entry.kind) {
    case 'target':
      return metricName(i18n, entry.subject, entry.subject)
    case 'event':
      return typeof row?.title === 'string' ? row.title : entry.subject
    case 'definition': {
      const [metric = '', language = ''] = entry.subject.split('/')
      return `${metricName(i18n, metric, metric)} · ${isLanguage(language) ? LANGUAGE_NAMES[language] : language}`
    }
  }
}

/**
 * A stored row as plain `Field: value` text, each field named as its form names it, in the
 * reader's language (a field the log does not know keeps its stored name).
 */
function rowText(i18n: I18n, row: unknown, locale: string): string {
  if (typeof row !== 'object' || row === null) return NONE
  const fields = Object.entries(row)
    .filter(([field]) => field !== 'id' && field !== 'version')
    .map(([field, value]) => {
      const name = FIELDS[field]
      const label = name === undefined ? field : i18n._(name)
      const text = valueText(i18n, field, value, locale)
      return i18n._(
        msg({
          comment: 'A field of a change in the change log and its value ({text}: as stored)',
          message: `${label}: ${text}`,
        }),
      )
    })
  return joinList(fields, locale)
}

/**
 * The log of changes to targets, events and definitions, for administrators: when, who, what,
 * and the row before and after (a dash: created, or deleted). A real table, newest first.
 */
export function AuditLog({ entries, locale, timeZone }: AuditLogProps) {
  const { i18n, t } = useLingui()
  return (
    <ScrollRegion
      className="data-table-scroll audit-log"
      label={t`Change log`}
      data-testid="audit-log"
    >
      <table className="data-table">
        <TableHead
          caption={
            <Trans comment="Caption of the table of changes to targets, events and definitions">
              Change log
            </Trans>
          }
          columns={[
            t({ comment: 'Column of the change log: when a change was made', message: 'When' }),
            t({
              comment: 'Column of the change log: the e-mail address of who made it',
              message: 'Who',
            }),
            t({ comment: 'Column of the change log: what was changed', message: 'What' }),
            t({
              comment: 'Column of the change log: the values before the change',
              message: 'Before',
            }),
            t({
              comment: 'Column of the change log: the values after the change',
              message: 'After',
            }),
          ]}
        />
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Trans>No changes yet.</Trans>
              </td>
            </tr>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  {formatDateTime(new Date(entry.at), {
                    locale,
                    ...(timeZone ? { timeZone } : {}),
                  })}
                </td>
                <td>
                  <bdi>{entry.email}</bdi>
                </td>
                <td className="audit-log__row">
                  {i18n._(KINDS[entry.kind])} · <bdi>{subjectText(i18n, entry)}</bdi>
                </td>
                <td className="audit-log__row">
                  {rowText(i18n, entry.before, locale ?? i18n.locale)}
                </td>
                <td className="audit-log__row">
                  {rowText(i18n, entry.after, locale ?? i18n.locale)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
