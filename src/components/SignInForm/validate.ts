import { signInRequestSchema } from '../../domain/contract.ts'
import { isRegionId, type RegionId } from '../../domain/regions.ts'

export interface SignInValues {
  region: RegionId
  email: string
  apiKey: string
}

export type SignInField = keyof SignInValues

/**
 * What is wrong with a field, as a code: the form shows the sentence for it from the catalogs
 * (./field-texts.ts). The contract's schema is shared with the BFF, whose English messages
 * are for API clients; the codes follow the schema's checks.
 */
export type FieldProblem =
  'region_missing' | 'email_invalid' | 'email_too_long' | 'api_key_missing' | 'api_key_too_long'

export type FieldErrors = Partial<Record<SignInField, FieldProblem>>

export type ValidationResult =
  { ok: true; values: SignInValues } | { ok: false; errors: FieldErrors }

const FIELD_ORDER: readonly SignInField[] = ['region', 'email', 'apiKey']

/** The problem a schema issue reports: a check that failed (zod's issue code) on a field. */
function problemOf(field: SignInField, code: string): FieldProblem {
  switch (field) {
    case 'region':
      return 'region_missing'
    case 'email':
      return code === 'too_big' ? 'email_too_long' : 'email_invalid'
    case 'apiKey':
      return code === 'too_big' ? 'api_key_too_long' : 'api_key_missing'
  }
}

/** Validates the raw form values with the contract's schema: the same rules the BFF applies. */
export function validateSignIn(raw: {
  region: string
  email: string
  apiKey: string
}): ValidationResult {
  const parsed = signInRequestSchema.safeParse(raw)
  const errors: FieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if ((field === 'region' || field === 'email' || field === 'apiKey') && !errors[field]) {
        errors[field] = problemOf(field, issue.code)
      }
    }
  } else if (!isRegionId(parsed.data.region)) {
    errors.region = 'region_missing'
  }
  if (parsed.success && isRegionId(parsed.data.region) && Object.keys(errors).length === 0) {
    return { ok: true, values: { ...parsed.data, region: parsed.data.region } }
  }
  return { ok: false, errors }
}

/** Field names with an error, in the order the form shows them. */
export function invalidFields(errors: FieldErrors): SignInField[] {
  return FIELD_ORDER.filter((field) => errors[field] !== undefined)
}
