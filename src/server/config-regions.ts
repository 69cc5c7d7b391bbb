import { REGIONS } from '../domain/regions/regions.ts'
import type { RegionId } from '../domain/regions/regions.ts'
import { BASIC_CREDENTIAL_PATTERN, parseBaseUrl } from './config-schemas.ts'

export interface ConfigProblem {
  readonly variable: string
  readonly problem: string
}

export interface ClientCredentials {
  readonly clientId: string
  readonly clientSecret: string
}

export interface RegionConfig {
  readonly id: RegionId
  readonly label: string
  /** Without trailing slash. */
  readonly baseUrl: string
  /** The value after `Basic `. */
  readonly basicCredential: string
  /** For portal-vouched embeds (client-credentials grant); unset unless both halves are set. */
  readonly clientCredentials: ClientCredentials | undefined
}

/**
 * Reads `TALENT_<ID>_*` for every region of the fixed table. A region is configured when its
 * base URL is set; problems are appended to `problems` (names only, never values).
 */
export function buildRegionConfigs(
  env: Readonly<Record<string, string>>,
  problems: ConfigProblem[],
): RegionConfig[] {
  const regions: RegionConfig[] = []
  for (const region of REGIONS) {
    const prefix = `TALENT_${region.envKey}_`
    const rawBaseUrl = env[`${prefix}BASE_URL`]
    const basic = env[`${prefix}BASIC_AUTH`]?.trim()
    const clientId = env[`${prefix}CLIENT_ID`]
    const clientSecret = env[`${prefix}CLIENT_SECRET`]
    const before = problems.length

    if (rawBaseUrl === undefined) {
      for (const suffix of ['BASIC_AUTH', 'CLIENT_ID', 'CLIENT_SECRET']) {
        if (env[`${prefix}${suffix}`] !== undefined) {
          problems.push({
            variable: `${prefix}${suffix}`,
            problem: `is set but ${prefix}BASE_URL is not`,
          })
        }
      }
      continue
    }
    const baseUrl = parseBaseUrl(rawBaseUrl)
    if (baseUrl === undefined) {
      problems.push({
        variable: `${prefix}BASE_URL`,
        problem: 'must be an http(s) URL without credentials, query or fragment',
      })
    }
    if (basic === undefined) {
      problems.push({
        variable: `${prefix}BASIC_AUTH`,
        problem: `is required with ${prefix}BASE_URL`,
      })
    } else if (!BASIC_CREDENTIAL_PATTERN.test(basic)) {
      problems.push({
        variable: `${prefix}BASIC_AUTH`,
        problem: 'must be the base64 value after "Basic " (without the word Basic)',
      })
    }
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      const missing = clientId === undefined ? 'CLIENT_ID' : 'CLIENT_SECRET'
      problems.push({
        variable: `${prefix}${missing}`,
        problem: `${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`,
      })
    }
    if (problems.length > before || baseUrl === undefined || basic === undefined) continue
    regions.push({
      id: region.id,
      label: region.label,
      baseUrl,
      basicCredential: basic,
      clientCredentials:
        clientId !== undefined && clientSecret !== undefined
          ? { clientId, clientSecret }
          : undefined,
    })
  }
  return regions
}
