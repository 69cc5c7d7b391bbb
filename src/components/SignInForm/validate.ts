import { signInRequestSchema } from '../../domain/http/contract.ts'
import { isRegionId, type RegionId } from '../../domain/regions/regions.ts'
import { fieldProblems } from '../../domain/http/request-problems.ts'
import type { FieldProblem, SignInField } from '../../domain/http/request-problems.ts'

export type { FieldProblem, SignInField }

export interface SignInValues {
  region: RegionId
  email: string
  apiKey: string
}

/**
 * What is wrong with a field is a code (FieldProblem): the form shows the sentence for it from the
 * catalogs (./field-texts.ts); the BFF sends the same sentence in English (decision 0177).
 */
export type FieldErrors = Partial<Record<SignInField, FieldProblem>>

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
  const errors: FieldErrors = parsed.success ? {} : fieldProblems(parsed.error.issues)
  if (parsed.success && !isRegionId(parsed.data.region)) {
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
