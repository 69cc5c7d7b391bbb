import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { isRegionId } from '../../domain/regions/regions.ts'
import type { RegionId } from '../../domain/regions/regions.ts'
import { sendError } from './errors.ts'
import { KNOWN_REGIONS } from './control-schemas.ts'

/** Validates a control body with zod; answers 400 and returns `undefined` when it is invalid. */
export function validBody<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<T> | undefined {
  const parsed = schema.safeParse(request.body ?? {})
  if (parsed.success) return parsed.data
  const details = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ')
  sendError(reply, 400, 'invalid_request', `Invalid body. ${details}`)
  return undefined
}

/** The region named in the path; answers 404 and returns `undefined` when it is unknown. */
export function knownRegion(value: unknown, reply: FastifyReply): RegionId | undefined {
  if (isRegionId(value)) return value
  sendError(reply, 404, 'unknown_region', `Unknown region. Known regions: ${KNOWN_REGIONS}.`)
  return undefined
}
