import { z } from 'zod'

/** Bodies of the token endpoint's two grants (spec, "Fetch token"). */

const grantTypeSchema = z.object({ grantType: z.string().min(1) })

const passwordGrantSchema = z.object({
  grantType: z.literal('password'),
  username: z.string().min(1),
  password: z.string().min(1),
})

const clientCredentialsGrantSchema = z.object({
  grantType: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
})

type TokenRequest =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'client_credentials'; clientId: string; clientSecret: string }

export type TokenRequestResult =
  | { ok: true; request: TokenRequest }
  | { ok: false; error: 'invalid_request' | 'unsupported_grant_type'; message: string }

function missingFields(error: z.ZodError): string {
  const fields = error.issues.map((issue) => issue.path.join('.')).filter(Boolean)
  return `Missing or invalid field(s): ${[...new Set(fields)].join(', ')}.`
}

/** Parses the raw body text of a token request. */
export function parseTokenRequest(body: string | undefined): TokenRequestResult {
  let json: unknown
  try {
    json = JSON.parse(body ?? '')
  } catch {
    return { ok: false, error: 'invalid_request', message: 'The body is not valid JSON.' }
  }
  const grant = grantTypeSchema.safeParse(json)
  if (!grant.success) {
    return { ok: false, error: 'invalid_request', message: 'The field grantType is required.' }
  }
  if (grant.data.grantType === 'password') {
    const parsed = passwordGrantSchema.safeParse(json)
    return parsed.success
      ? {
          ok: true,
          request: {
            kind: 'password',
            username: parsed.data.username,
            password: parsed.data.password,
          },
        }
      : { ok: false, error: 'invalid_request', message: missingFields(parsed.error) }
  }
  if (grant.data.grantType === 'client_credentials') {
    const parsed = clientCredentialsGrantSchema.safeParse(json)
    return parsed.success
      ? {
          ok: true,
          request: {
            kind: 'client_credentials',
            clientId: parsed.data.client_id,
            clientSecret: parsed.data.client_secret,
          },
        }
      : { ok: false, error: 'invalid_request', message: missingFields(parsed.error) }
  }
  return {
    ok: false,
    error: 'unsupported_grant_type',
    message: 'grantType must be "password" or "client_credentials".',
  }
}
