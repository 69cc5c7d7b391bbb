import type { FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { textLength } from '../domain/text/text-checks.ts'

/**
 * Route schemas (issue 44): every route declares its `schema` (params, querystring, body, and
 * the response where a schema is cheap and keeps the contract's bytes) through the zod type
 * provider, so validation, the handler's types and the check of docs/api.md come from one place.
 *
 * A refusal is the contract's `400 invalid_request` with a fixed sentence (decision 0177): the
 * sentence is the message of the first issue the schema raised (error-handling.ts turns
 * Fastify's validation error into it). Schemas whose checks are the domain's (the sign-in body,
 * the history range, the annotation edits) wrap them with `checkedBy`, so the domain's sentences
 * are the issues' messages, never zod's.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
}

/** A check of the domain: the value it accepts, or the sentence of its refusal. */
export type Check<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * A request part checked by a check of the domain (whose sentences the refusal says), then by
 * `documented`, the shape docs/api.md is compared with (src/server/api-docs.test.ts): what the
 * check accepts must fit it, so the document's fields and limits are the ones enforced.
 */
export function checkedBy<S extends z.core.$ZodType>(
  check: (value: unknown) => Check<z.input<S>>,
  documented: S,
) {
  return z.preprocess((value, context) => {
    const result = check(value)
    if (result.ok) return result.value
    context.addIssue({ code: 'custom', message: result.message, input: value })
    return z.NEVER
  }, documented)
}

/**
 * Typed text of at most `max` characters as a person counts them (grapheme clusters, the domain's
 * `textLength`): zod's `.max()` counts UTF-16 units, so 80 emoji would be 160. Its JSON schema
 * still says `maxLength: max`, the figure docs/api.md gives.
 */
export function typedText(max: number) {
  return z
    .string()
    .refine((value) => textLength(value) <= max, `at most ${max} characters`)
    .meta({ maxLength: max })
}

/** A route that takes no query: any given is ignored, as before schemas (never a refusal). */
export const noQuery = z.object({})

/** `:region` of a path: looked up among the configured regions by the handler (400 unknown_region). */
export const regionParams = z.object({ region: z.string() })
