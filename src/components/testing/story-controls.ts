import type { InputType } from 'storybook/internal/types'
import { ERROR_CODES } from '../../domain/http/contract.ts'
import { DISTRIBUTION_STATUSES } from '../../domain/metrics/organization-info.ts'
import { LANGUAGES } from '../../domain/text/languages.ts'

/**
 * The stories' shared controls (decision 0186): the knobs a reviewer turns in Storybook's Controls
 * panel, one definition each, spread into a story file's `argTypes`. Theme, language, direction,
 * width and print are the toolbar's (.storybook/preview.tsx), for every story at once; these are
 * a component's own props.
 */

/** Formatting locales of the six languages (numbers, dates, lists). */
const FORMAT_LOCALES = ['en-US', 'fr-FR', 'fr-CA', 'de-DE', 'es-ES', 'ar', 'ja-JP'] as const

/** One of a few values: radio buttons for up to four, a menu for more. */
export function choiceControl(options: readonly unknown[], description: string): InputType {
  return { control: options.length > 4 ? 'select' : 'inline-radio', options, description }
}

/** A prop holding a BCP 47 locale the component formats numbers and dates in. */
export const localeControl = choiceControl(FORMAT_LOCALES, 'Locale of the numbers and dates')

/** A prop holding an IANA time zone. */
const timeZoneControl = choiceControl(
  ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Dubai', 'Asia/Tokyo'],
  'Time zone of the dates',
)

/** The locale and time zone of a component that writes dates. */
export const dateControls = { locale: localeControl, timeZone: timeZoneControl }

/** How many decimals a share is written with. */
export const decimalsControl = choiceControl([0, 1], 'Decimals of a share')

/** A prop holding one of the UI's languages. */
export const languageControl = choiceControl(LANGUAGES, 'Language of the UI')

/** A prop holding the theme chosen (the system's, light or dark). */
export const themeChoiceControl = choiceControl(['system', 'light', 'dark'], 'Theme chosen')

/** A yes/no metric's status as the BFF sends it. */
export const distributionStatusControl = choiceControl(
  DISTRIBUTION_STATUSES,
  'ok, no_data (not reported) or suppressed (withheld: a small group)',
)

/** A count of a yes/no metric (null: not reported). */
export function countControl(description: string): InputType {
  return { control: { type: 'number', min: 0, step: 1 }, description }
}

/** A prop holding words (a name, a title, a sentence). */
export function textControl(description: string): InputType {
  return { control: 'text', description }
}

/** A true/false state of a component (pending, refreshing, demo data). */
export function flagControl(description: string): InputType {
  return { control: 'boolean', description }
}

/**
 * A prop whose value is data too rich for a field (a region's data, a list of regions): the
 * reviewer picks one of the named fixtures.
 */
export function fixtureControl<T>(fixtures: Readonly<Record<string, T>>, description: string) {
  return {
    control: 'select',
    options: Object.keys(fixtures),
    mapping: fixtures,
    description,
  } satisfies InputType
}

/** Callbacks are actions (`fn()`), never a field. */
export const callbackControl: InputType = { control: false }

/** A failure as the UI holds it: a code of the BFF's error table, or `network`. */
export const errorControl = fixtureControl(
  Object.fromEntries([...ERROR_CODES, 'network'].map((code) => [code, { code }])),
  'The failure (its code picks the sentence)',
)

/** A form's states: a save on its way, the BFF's refusal, and the submission (an action). */
export const formControls = {
  pending: flagControl('A save is on its way'),
  failure: textControl('Why the BFF refused the save'),
  onSubmit: callbackControl,
} satisfies Record<string, InputType>

/** The delete of an admin form (a target, a definition): its refusal, its progress, its action. */
export const deleteControls = {
  deletePending: flagControl('A delete is on its way'),
  deleteFailure: textControl('Why the BFF refused the delete'),
  onDelete: callbackControl,
} satisfies Record<string, InputType>

/** A component whose parent holds its value: the value is a knob, its change an action. */
export function valueControls(value: InputType) {
  return { value, onChange: callbackControl } satisfies Record<string, InputType>
}
