import { useState } from 'react'
import {
  apiPaths,
  sessionSchema,
  type RateLimitScope,
  type SessionInfo,
} from '../../domain/contract.ts'
import { regionLabel } from '../../domain/regions.ts'
import { bffFetch } from '../../mocks/bff-client.ts'
import type { UiError } from '../ErrorPanel/errorMessages.ts'
import { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm.tsx'

/**
 * Story harness only (never imported by the app): SignInForm wired to the BFF contract as served
 * by the MSW handlers, so stories show each answer of POST /api/session end to end.
 */
export function SignInWithBff(props: Omit<SignInFormProps, 'onSubmit' | 'pending' | 'error'>) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<UiError | null>(null)
  const [session, setSession] = useState<SessionInfo | null>(null)

  async function signIn(values: SignInValues) {
    setPending(true)
    setError(null)
    const result = await bffFetch(apiPaths.session(), {
      method: 'POST',
      body: JSON.stringify(values),
    })
    setPending(false)
    if (!result.ok) {
      setError(result)
      return
    }
    setSession(sessionSchema.parse(result.body))
  }

  if (session) {
    return (
      <p role="status">
        Signed in to {regionLabel(session.region)} as {session.email}
      </p>
    )
  }
  return <SignInForm {...props} pending={pending} error={error} onSubmit={signIn} />
}

/**
 * Story harness only: SignInForm after a `429 rate_limited` whose lock ends `lockMs` after the
 * story first renders, so the locked stories read the same whenever they are opened.
 */
export function SignInLocked({
  lockScope,
  lockMs,
  ...props
}: Omit<SignInFormProps, 'error'> & { lockScope: RateLimitScope; lockMs: number }) {
  const [retryAt] = useState(() => Date.now() + lockMs)
  return <SignInForm {...props} error={{ code: 'rate_limited', lockScope, retryAt }} />
}
