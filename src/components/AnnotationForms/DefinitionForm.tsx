import { Trans, useLingui } from '@lingui/react/macro'
import type { OrganizationDefinition } from '../../domain/annotations.ts'
import { LANGUAGE_NAMES, LANGUAGES } from '../../domain/languages.ts'
import { KNOWN_DISTRIBUTIONS, PERCENTAGE_FIELDS } from '../../domain/organization-info.ts'
import {
  checkDefinitionForm,
  type CheckedDefinition,
  type DefinitionField,
  type DefinitionValues,
} from './form-checks.ts'
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
}

const ORDER: readonly DefinitionField[] = ['metric', 'language', 'text']
const METRICS = [...PERCENTAGE_FIELDS, ...KNOWN_DISTRIBUTIONS]

/**
 * The organization's own wording of a metric in one language, shown on the cards, in the glossary
 * and in the exports instead of the built-in definition.
 */
export function DefinitionForm({
  definitions,
  language,
  onSubmit,
  failure,
  pending = false,
}: DefinitionFormProps) {
  const { t } = useLingui()
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
  const { values, problem } = form
  return (
    <FormFrame
      form={form}
      title={<Trans>Our definition of a metric</Trans>}
      submitLabel={<Trans>Save definition</Trans>}
      failure={failure}
      pending={pending}
    >
      <MetricField
        id={form.fieldId('metric')}
        error={problem('metric')}
        metrics={METRICS}
        value={values.metric}
        onChange={(metric) => form.update(valuesOf(metric, values.language))}
      />
      <FormField id={form.fieldId('language')} label={t`Language`} error={problem('language')}>
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
      <FormField
        id={form.fieldId('text')}
        label={t`Definition (at most 2000 characters)`}
        error={problem('text')}
      >
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
