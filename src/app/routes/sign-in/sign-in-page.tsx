import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { SessionExpiredNotice } from '../../../components/SessionExpiredNotice/SessionExpiredNotice.tsx'
import { SignInForm } from '../../../components/SignInForm/SignInForm.tsx'
import { regionName } from '../../../domain/regions/region-names.ts'
import { PageShell } from '../../components/page-shell.tsx'
import { parseSignInSearch, paths } from '../../config/paths.ts'
import { regionsQueryOptions } from '../../features/regions/api/get-regions.ts'
import { sessionsQueryOptions } from '../../features/session/api/get-sessions.ts'
import { useSignIn, type SignInResponse } from '../../features/session/api/sign-in.ts'
import { signInNotice } from '../../features/session/sign-in-notice.ts'
import { signInStateEmail } from '../../lib/session-redirect.tsx'
import { toUiError } from '../../lib/ui-error.ts'
import { preloadDashboard } from '../dashboard/dashboard-route.tsx'

/** The notice's "sign in again" action: the form is right below, so go to what is left to fill. */
function focusFirstEmptyField(): void {
  const fields = document.querySelectorAll<HTMLInputElement>('main form input[name]')
  const target = [...fields].find((field) => field.value === '') ?? fields[0]
  target?.focus()
}

/**
 * `/sign-in?region=&returnTo=&reason=`: signs in to one region, then returns to the page the
 * user came from (when it was that region's) or opens the region's dashboard.
 */
export function SignInPage() {
  const { i18n, t } = useLingui()
  const [params] = useSearchParams()
  const search = parseSignInSearch(params)
  const navigate = useNavigate()
  const location = useLocation()
  const { regions } = useSuspenseQuery(regionsQueryOptions()).data
  const { sessions } = useSuspenseQuery(sessionsQueryOptions()).data

  const region = regions.some((offered) => offered.id === search.region) ? search.region : undefined
  const notice = signInNotice(i18n, search.reason, region)

  const destination = (result: SignInResponse): string =>
    result.region === region && search.returnTo !== undefined
      ? search.returnTo
      : paths.dashboard.build(result.region)
  const signIn = useSignIn({
    onSuccess: (result) => void navigate(destination(result), { replace: true }),
  })

  const otherSessions = sessions.filter((session) => session.region !== region)
  // The lost session's e-mail first (handed over by the redirect), else the one signed in elsewhere.
  const email = signInStateEmail(location.state) ?? sessions[0]?.email

  return (
    <PageShell title={t`Sign in`}>
      <div className="sign-in-page">
        {search.reason === 'session_expired' && region !== undefined ? (
          <SessionExpiredNotice
            regionLabel={regionName(i18n, region)}
            onSignIn={focusFirstEmptyField}
          />
        ) : notice === undefined ? null : (
          <p className="sign-in-page__notice" role="status">
            {notice}
          </p>
        )}
        <SignInForm
          // A new region in the address starts a fresh form with that region chosen.
          key={region ?? 'none'}
          regions={regions}
          initialValues={{ region, email }}
          pending={signIn.isPending}
          error={signIn.error === null ? null : toUiError(signIn.error)}
          // The signed-in pages' code downloads while the user types (decision 0395), or at
          // the latest while the token is fetched (decision 0391).
          onEdit={preloadDashboard}
          onSubmit={(values) => {
            signIn.mutate(values)
            preloadDashboard()
          }}
        />
        {otherSessions.length === 0 ? null : (
          <nav aria-label={t`Regions you are signed in to`} className="sign-in-page__sessions">
            <p>
              <Trans>You are still signed in to:</Trans>
            </p>
            <ul>
              {otherSessions.map((session) => (
                <li key={session.region}>
                  <Link to={paths.dashboard.build(session.region)}>
                    {regionName(i18n, session.region)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </PageShell>
  )
}
