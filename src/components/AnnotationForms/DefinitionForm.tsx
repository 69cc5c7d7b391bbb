import { Trans, useLingui } from '@lingui/react/macro'
import type { OrganizationDefinition } from '../../domain/annotations/annotations.ts'
import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '../../domain/text/languages.ts'
import { metricName } from '../../domain/metrics/metric-texts.ts'
import { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from '../../domain/metrics/organization-info.ts'
import {
  checkDefinitionForm,
  type CheckedDefinition,
  type DefinitionField,
  type DefinitionValues,
} from './form-checks.ts'
import { ConfirmDelete } from './ConfirmDelete.tsx'
import { FormField } from './FormField.tsx'
import { FormFrame } from './FormFrame.tsx'
import { MetricField } from './MetricField.tsx'
import { useCheckedForm } from './use-checked-form.ts'

export interface DefinitionFormProps {
  /** The organization's definitions: choosing a metric and language fills in the one there is. */
  definitions: readonly OrganizationDefinition[]
  /** The language the form starts with (the reader's). */
  language: string
  /** Saves it with the version read (0: new); resolves once saved, rejects when refused. */
  onSubmit: (definition: CheckedDefinition & { version: number }) => Promise<unknown>
  failure?: string | undefined
  pending?: boolean
  /**
   * Deletes the chosen metric's definition in the chosen language with the version read (the
   * built-in one applies again); no button without it, or when there is none to delete.
   */
  onDelete?:
    | ((definition: { metric: string; language: Language; version: number }) => Promise<unknown>)
    | undefined
  deleteFailure?: string | undefined
  deletePending?: boolean
}

const ORDER: readonly DefinitionField[] = ['metric', 'language', 'text']
const METRICS = [...PERCENTAGE_FIELDS, ...KNOWN_DISTRIBUTIONS]

/**
 * The organization's own wording of a metric in one language, shown on the cards, in the glossary
 * and in the exports instead of the built-in definition; deleted as a target is (a confirm step,
 * the version read: `409 conflict` when another change came first).
 */
export function DefinitionForm({
  definitions,
  language,
  onSubmit,
  failure,
  pending = false,
  onDelete,
  deleteFailure,
  deletePending = false,
}: DefinitionFormProps) {
  const { i18n, t } = useLingui()
  const stored = (metric: string, tag: string) =>
    definitions.find((row) => row.metric === metric && row.language === tag)
  const valuesOf = (metric: string, tag: string): DefinitionValues => ({
    metric,
    language: tag,
    text: stored(metric, tag)?.text ?? '',
  })
  const form = useCheckedForm({
    initial: valuesOf('', language),
    check: checkDefinitionForm,
    order: ORDER,
    send: (checked: CheckedDefinition) =>
      onSubmit({ ...checked, version: stored(checked.metric, checked.language)?.version ?? 0 }),
    pending,
  })
  const { values } = form
  const chosenLanguage = isLanguage(values.language) ? values.language : undefined
  const storedVersion = stored(values.metric, values.language)?.version ?? 0
  const chosen = METRICS.find(({ key }) => key === values.metric)
  const metric = chosen === undefined ? values.metric : metricName(i18n, chosen.key, chosen.label)
  const languageName =
    chosenLanguage === undefined ? values.language : LANGUAGE_NAMES[chosenLanguage]
  return (
    <FormFrame
      form={form}
      title={<Trans>Our definition of a metric</Trans>}
      submitLabel={<Trans>Save definition</Trans>}
      failure={failure}
      pending={pending}
      deletion={
        <ConfirmDelete
          label={<Trans>Delete this definition</Trans>}
          question={
            <Trans comment="{metric} names a metric, {languageName} a language in its own words (français)">
              Delete our definition of {metric} in{' '}
              <span lang={values.language}>{languageName}</span>? The built-in definition applies
              again. This cannot be undone.
            </Trans>
          }
          onConfirm={
            onDelete === undefined || chosenLanguage === undefined || storedVersion === 0
              ? undefined
              : () =>
                  onDelete({
                    metric: values.metric,
                    language: chosenLanguage,
                    version: storedVersion,
                  })
          }
          failure={deleteFailure}
          pending={deletePending}
        />
      }
    >
      <MetricField
        {...form.field('metric')}
        metrics={METRICS}
        value={values.metric}
        onChange={(metric) => form.update(valuesOf(metric, values.language))}
      />
      <FormField {...form.field('language')} label={t`Language`}>
        {(control) => (
          <select
            {...control}
            value={values.language}
            onChange={(e) => form.update(valuesOf(values.metric, e.target.value))}
          >
            {LANGUAGES.map((tag) => (
              <option key={tag} value={tag} lang={tag}>
                {LANGUAGE_NAMES[tag]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...form.field('text')} label={t`Definition (at most 2000 characters)`}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={values.text}
            onChange={(e) => form.update({ ...values, text: e.target.value })}
          />
        )}
      </FormField>
    </FormFrame>
  )
}
