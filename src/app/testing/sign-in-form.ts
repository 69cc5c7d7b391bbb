import { userEvent } from 'vitest/browser'
import type { RenderResult } from 'vitest-browser-react'

/** Fills the sign-in form (the e-mail only when given: it may be prefilled) and submits it. */
export async function submitSignIn(
  screen: RenderResult,
  values: { email?: string; apiKey: string },
): Promise<void> {
  if (values.email !== undefined) {
    await userEvent.fill(screen.getByLabelText('E-mail address'), values.email)
  }
  await userEvent.fill(screen.getByLabelText('API key', { exact: true }), values.apiKey)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in', exact: true }))
}

/** The h1 of a region's dashboard, the same in every state of the page. */
export function dashboardHeading(screen: RenderResult, regionLabel: string) {
  return screen.getByRole('heading', { level: 1, name: `Pipeline diversity: ${regionLabel}` })
}
