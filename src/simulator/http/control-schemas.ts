import { z } from 'zod'
import { REGION_IDS } from '../../domain/regions/regions.ts'
import { FAULT_MODES } from '../faults.ts'

/** Bodies and parameters of the control API, validated at the boundary. */

export const clockBodySchema = z.strictObject({
  advanceSeconds: z.number().finite().nonnegative(),
})

export const faultsBodySchema = z.strictObject({
  mode: z.enum(FAULT_MODES),
  ratio: z.number().min(0).max(1).default(1),
  latencyMs: z.number().int().nonnegative().max(600_000).default(1000),
})

export const tokensQuerySchema = z.object({ region: z.string().optional() })

export const addUserBodySchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  apiKey: z.string().min(1).max(512).optional(),
})

export const clientCredentialsBodySchema = z.strictObject({ enabled: z.boolean() })

const distributionSchema = z.object({
  yesCount: z.number().int().nullable(),
  noCount: z.number().int().nullable(),
})

export const datasetBodySchema = z.strictObject({
  envelope: z.boolean().default(true),
  organizationInfo: z.record(z.string(), z.union([distributionSchema, z.number(), z.null()])),
})

export const KNOWN_REGIONS = REGION_IDS.join(', ')
