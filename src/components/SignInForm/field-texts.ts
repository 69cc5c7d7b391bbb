import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FieldProblem, SignInField } from './validate.ts'

/** The sign-in form's field labels. */
export const FIELD_LABELS: Record<SignInField, MessageDescriptor> = {
  region: msg({ comment: 'Field: the Talent Platform region to sign in to', message: 'Region' }),
  email: msg`E-mail address`,
  apiKey: msg({
    comment: 'Field: the secret key of the Talent Platform’s API, used as a password',
    message: 'API key',
  }),
}

/** What the form says for each problem of a field (see validate.ts). */
export const FIELD_PROBLEMS: Record<FieldProblem, MessageDescriptor> = {
  region_missing: msg`Choose a region.`,
  email_invalid: msg`Enter a valid e-mail address.`,
  email_too_long: msg`The e-mail address is too long.`,
  api_key_missing: msg`Enter your API key.`,
  api_key_too_long: msg`The API key is too long.`,
}
