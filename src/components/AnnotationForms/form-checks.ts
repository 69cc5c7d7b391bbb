import {
  ANNOTATION_FIRST_DAY,
  ANNOTATION_LAST_DAY,
  DEFINITION_MAX_LENGTH,
  EVENT_NOTE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
} from '../../domain/annotations/annotations.ts'
import { isLanguage, type Language } from '../../domain/text/languages.ts'
import { isCalendarDay } from '../../domain/history/history-range.ts'
import { textLength, textProblem, type TextRules } from '../../domain/text/text-checks.ts'

/**
 * The admin forms' checks, as codes the forms show translated (./form-texts.ts); the BFF applies
 * the same rules (src/domain/annotations/annotation-checks.ts) and is the judge.
 */
export type FormProblem =
  | 'date_missing'
  | 'date_out_of_range'
  | 'title_missing'
  | 'title_too_long'
  | 'note_too_long'
  | 'metric_missing'
  | 'share_invalid'
  | 'target_date_missing'
  | 'target_date_past'
  | 'start_not_before_target'
  | 'definition_missing'
  | 'definition_too_long'
  | 'text_unsafe'
  | 'text_invisible'

/** Whether a calendar day lies in the dates targets and events accept (2000 to 2100). */
function inRange(day: string): boolean {
  return day >= ANNOTATION_FIRST_DAY && day <= ANNOTATION_LAST_DAY
}

/**
 * What the BFF would refuse in typed text (src/domain/text/text-checks.ts), as a problem of the form; an
 * empty text is the field's own "Enter …" problem, `empty`.
 */
function textCheck(text: string, rules: TextRules): FormProblem | 'empty' | undefined {
  const problem = textProblem(text, rules)
  if (problem === undefined) return undefined
  if (problem === 'empty') return 'empty'
  return problem === 'invisible' ? 'text_invisible' : 'text_unsafe'
}

export type FormCheck<Field extends string, Values> =
  { ok: true; values: Values } | { ok: false; errors: Partial<Record<Field, FormProblem>> }

function outcome<Field extends string, Values>(
  errors: Partial<Record<Field, FormProblem>>,
  values: () => Values,
): FormCheck<Field, Values> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: values() }
}

export type EventField = 'date' | 'title' | 'note'
export interface EventValues {
  date: string
  title: string
  note: string
  allRegions: boolean
}

export function checkEventForm(raw: EventValues): FormCheck<EventField, EventValues> {
  const errors: Partial<Record<EventField, FormProblem>> = {}
  if (!isCalendarDay(raw.date)) errors.date = 'date_missing'
  else if (!inRange(raw.date)) errors.date = 'date_out_of_range'
  const title = raw.title.trim()
  const titleText = textCheck(title, { lines: false })
  if (titleText === 'empty') errors.title = 'title_missing'
  else if (titleText !== undefined) errors.title = titleText
  else if (textLength(title) > EVENT_TITLE_MAX_LENGTH) errors.title = 'title_too_long'
  const noteText = raw.note === '' ? undefined : textCheck(raw.note, { lines: true })
  if (noteText !== undefined && noteText !== 'empty') errors.note = noteText
  else if (textLength(raw.note) > EVENT_NOTE_MAX_LENGTH) errors.note = 'note_too_long'
  return outcome(errors, () => ({ ...raw, title }))
}

export type TargetField = 'metric' | 'yesShare' | 'targetDate' | 'startDate'
export interface TargetValues {
  metric: string
  yesShare: string
  targetDate: string
  startDate: string
}
export interface CheckedTarget {
  metric: string
  yesShare: number
  targetDate: string
  startDate: string | null
}

/** `isNew`: no target of the metric yet, whose date may not be before `today`. */
export function checkTargetForm(
  raw: TargetValues,
  today: string,
  isNew: boolean,
): FormCheck<TargetField, CheckedTarget> {
  const errors: Partial<Record<TargetField, FormProblem>> = {}
  if (raw.metric === '') errors.metric = 'metric_missing'
  const share = raw.yesShare.trim() === '' ? Number.NaN : Number(raw.yesShare)
  if (!(share >= 0 && share <= 100)) errors.yesShare = 'share_invalid'
  if (!isCalendarDay(raw.targetDate)) errors.targetDate = 'target_date_missing'
  else if (!inRange(raw.targetDate)) errors.targetDate = 'date_out_of_range'
  else if (isNew && raw.targetDate < today) errors.targetDate = 'target_date_past'
  const start = raw.startDate === '' ? null : raw.startDate
  if (start !== null && isCalendarDay(start) && !inRange(start)) {
    errors.startDate = 'date_out_of_range'
  } else if (start !== null && (!isCalendarDay(start) || start >= raw.targetDate)) {
    errors.startDate = 'start_not_before_target'
  }
  return outcome(errors, () => ({
    metric: raw.metric,
    yesShare: share,
    targetDate: raw.targetDate,
    startDate: start,
  }))
}

export type DefinitionField = 'metric' | 'language' | 'text'
export interface DefinitionValues {
  metric: string
  language: string
  text: string
}
export interface CheckedDefinition {
  metric: string
  language: Language
  text: string
}

export function checkDefinitionForm(
  raw: DefinitionValues,
): FormCheck<DefinitionField, CheckedDefinition> {
  const errors: Partial<Record<DefinitionField, FormProblem>> = {}
  if (raw.metric === '') errors.metric = 'metric_missing'
  const language = isLanguage(raw.language) ? raw.language : undefined
  const text = textCheck(raw.text, { lines: true })
  if (text === 'empty') errors.text = 'definition_missing'
  else if (text !== undefined) errors.text = text
  else if (textLength(raw.text) > DEFINITION_MAX_LENGTH) errors.text = 'definition_too_long'
  return outcome(errors, () => ({ metric: raw.metric, language: language ?? 'en', text: raw.text }))
}
