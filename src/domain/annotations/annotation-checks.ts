import {
  ANNOTATION_FIRST_DAY,
  ANNOTATION_LAST_DAY,
  DEFINITION_MAX_LENGTH,
  EVENT_NOTE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from './annotations.ts'
import { describeDayField } from '../history/history-range.ts'
import { textLength, textProblem, type TextProblem, type TextRules } from '../text/text-checks.ts'

/** A title is one line; a note and a definition may hold tabs and line breaks. */
const TITLE_RULES: TextRules = { lines: false }
const LINES_RULES: TextRules = { lines: true }

/**
 * The bodies of the edits of targets, events and definitions, checked the same way by the BFF and
 * the mock BFF. A refusal carries the sentences of the `400 invalid_request`, one per problem, in
 * the style of the history range's (docs/api.md). Text is kept as typed (HTML and formula-leading
 * text included): it is stored as text and never rendered as markup; what no export can carry or
 * that hides what it says is refused (src/domain/text/text-checks.ts).
 */
export type Check<T> = { ok: true; value: T } | { ok: false; message: string }

export interface TargetInput {
  readonly yesShare: number
  readonly targetDate: string
  readonly startDate: string | null
  /** The version read; 0: a new target. */
  readonly version: number
}

export interface EventInput {
  readonly date: string
  readonly title: string
  readonly note: string | null
  /** true: an event of every region. */
  readonly allRegions: boolean
}

export interface DefinitionInput {
  readonly text: string
  readonly version: number
}

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

function result<T>(problems: (string | undefined)[], value: () => T): Check<T> {
  const found = problems.filter((problem) => problem !== undefined)
  return found.length > 0 ? { ok: false, message: found.join(' ') } : { ok: true, value: value() }
}

/** The `version` of an edit: the one read, or 0 for something new when `allowNew`. */
export function describeVersion(value: unknown, allowNew: boolean): string | undefined {
  const least = allowNew ? 0 : 1
  if (typeof value === 'number' && Number.isInteger(value) && value >= least) return undefined
  return allowNew
    ? 'Give `version` as the version you read (0 for a new one).'
    : 'Give `version` as the version you read.'
}

/** The sentence of each text problem, naming the field (docs/api.md, decision 0252). */
function textSentence(name: string, problem: TextProblem, lines: boolean): string {
  switch (problem) {
    case 'not_text':
      return `Give \`${name}\` as text.`
    case 'nul':
      return `\`${name}\` contains a NUL character (U+0000); remove it.`
    case 'unpaired_surrogate':
      return `\`${name}\` contains half of a UTF-16 surrogate pair, which is no character; send valid Unicode.`
    case 'control':
      return lines
        ? `\`${name}\` contains a control character other than a tab or a line break; remove it.`
        : `\`${name}\` contains a control character (a tab or a line break too); remove it.`
    case 'bidi_override':
      return `\`${name}\` contains a bidirectional embedding or override (U+202A to U+202E); remove it (isolates, U+2066 to U+2069, may stay).`
    case 'empty':
      return `Give \`${name}\`: it is empty.`
    case 'invisible':
      return `\`${name}\` has only invisible characters; give text that can be seen.`
  }
}

function describeText(
  name: string,
  value: unknown,
  maxLength: number,
  rules: TextRules,
): string | undefined {
  const problem = textProblem(value, rules)
  if (problem !== undefined) return textSentence(name, problem, rules.lines)
  const length = typeof value === 'string' ? textLength(value) : 0
  if (length > maxLength) {
    return `\`${name}\` has ${length} characters; keep it to at most ${maxLength}.`
  }
  return undefined
}

/**
 * The day field `name` of a target or an event: a calendar day from ANNOTATION_FIRST_DAY to
 * ANNOTATION_LAST_DAY (a far date such as 9999-12-31 for "no deadline" is refused, not drawn).
 */
function describeAnnotationDay(name: string, value: unknown): string | undefined {
  const problem = describeDayField(name, value)
  if (problem !== undefined || typeof value !== 'string') return problem
  if (value < ANNOTATION_FIRST_DAY || value > ANNOTATION_LAST_DAY) {
    return `\`${name}\` must be a day from ${ANNOTATION_FIRST_DAY} to ${ANNOTATION_LAST_DAY}.`
  }
  return undefined
}

function describeShare(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return 'Give `yesShare` as a number from 0 to 100 (a percentage).'
  }
  if (value < 0 || value > 100) return '`yesShare` must be from 0 to 100 %.'
  return undefined
}

/**
 * A target's body `{yesShare, targetDate, startDate?, version}`: a share from 0 to 100 %, real
 * days in the annotations' range, the start before the target date, and a new target's date not before `today`.
 */
export function checkTargetInput(body: unknown, today: string): Check<TargetInput> {
  const { yesShare, targetDate, startDate = null, version } = fieldsOf(body)
  const problems = [
    describeShare(yesShare),
    describeAnnotationDay('targetDate', targetDate),
    startDate === null ? undefined : describeAnnotationDay('startDate', startDate),
    describeVersion(version, true),
  ]
  const dated = problems[1] === undefined && typeof targetDate === 'string'
  if (dated && version === 0 && targetDate < today) {
    problems.push(
      `A new target's \`targetDate\` (${targetDate}) is in the past; give ${today} or a later day.`,
    )
  }
  if (dated && problems[2] === undefined && typeof startDate === 'string') {
    if (startDate >= targetDate) {
      problems.push(`\`startDate\` (${startDate}) must be before \`targetDate\` (${targetDate}).`)
    }
  }
  return result(problems, () => ({
    yesShare: yesShare as number,
    targetDate: targetDate as string,
    startDate: startDate as string | null,
    version: version as number,
  }))
}

/** An event's body `{date, title, note?, allRegions?}`. */
export function checkEventInput(body: unknown): Check<EventInput> {
  const { date, title, note = null, allRegions = false } = fieldsOf(body)
  return result(
    [
      describeAnnotationDay('date', date),
      describeText('title', title, EVENT_TITLE_MAX_LENGTH, TITLE_RULES),
      note === null || note === ''
        ? undefined
        : describeText('note', note, EVENT_NOTE_MAX_LENGTH, LINES_RULES),
      typeof allRegions === 'boolean' ? undefined : 'Give `allRegions` as true or false.',
    ],
    () => ({
      date: date as string,
      title: (title as string).trim(),
      note: note === null || note === '' ? null : (note as string),
      allRegions: allRegions as boolean,
    }),
  )
}

/** A definition's body `{text, version}`. */
export function checkDefinitionInput(body: unknown): Check<DefinitionInput> {
  const { text, version } = fieldsOf(body)
  return result(
    [
      describeText('text', text, DEFINITION_MAX_LENGTH, LINES_RULES),
      describeVersion(version, true),
    ],
    () => ({ text: text as string, version: version as number }),
  )
}
