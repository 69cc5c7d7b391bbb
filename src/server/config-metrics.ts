import { z } from 'zod'
import { secretSchema } from './config-schemas.ts'

/** Where Prometheus reads /metrics (decision 0176): never open on the public port. */
export interface MetricsConfig {
  /** METRICS_PORT: the loopback port of the metrics listener (0: any free port); undefined: off. */
  readonly port: number | undefined
  /** METRICS_TOKEN: with it, /metrics also answers on the public port to this bearer token. */
  readonly token: string | undefined
}

/** The metrics listener's port when METRICS_PORT is unset (the Prometheus exporters' 9464). */
export const DEFAULT_METRICS_PORT = 9464
/** The metrics listener binds only the loopback interface. */
export const METRICS_HOST = '127.0.0.1'

const PORT_MESSAGE = 'must be a port from 0 to 65535, or off'

/** The metrics variables, merged into the general schema by config.ts. */
export const metricsEnvShape = {
  METRICS_PORT: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => value === 'off' || (/^\d{1,5}$/.test(value) && Number(value) <= 65_535),
      PORT_MESSAGE,
    )
    .optional(),
  METRICS_TOKEN: secretSchema.optional(),
}

interface MetricsEnv {
  readonly METRICS_PORT?: string | undefined
  readonly METRICS_TOKEN?: string | undefined
}

export function metricsConfigFrom(values: MetricsEnv): MetricsConfig {
  const port = values.METRICS_PORT
  return {
    port: port === undefined ? DEFAULT_METRICS_PORT : port === 'off' ? undefined : Number(port),
    token: values.METRICS_TOKEN,
  }
}
