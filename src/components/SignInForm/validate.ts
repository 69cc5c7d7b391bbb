import { signInRequestSchema } from '../../domain/contract.ts'
import { isRegionId, type RegionId } from '../../domain/regions.ts'

export interface SignInValues {
  region: RegionId
  email: string
  apiKey: string
}

export type SignInField = keyof SignInValues

export type FieldErrors = Partial<Record<SignInField, string>>

export type ValidationResult =
  { ok: true; values: SignInValues } | { ok: false; errors: FieldErrors }

const FIELD_ORDER: readonly SignInField[] = ['region', 'email', 'apiKey']

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
        errors[field] = issue.message
      }
    }
  } else if (!isRegionId(parsed.data.region)) {
    errors.region = 'Choose a region.'
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
