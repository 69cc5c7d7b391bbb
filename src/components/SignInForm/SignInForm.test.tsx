import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from '../testing/render.tsx'
import { DEMO_API_KEY, DEMO_EMAIL, regionsFixture } from '../../mocks/fixtures.ts'
import type { UiError } from '../ErrorPanel/errorMessages.ts'
import { SignInForm } from './SignInForm.tsx'
import * as stories from './SignInForm.stories.tsx'

const { Default, Prefilled, Pending, LockedEmail, LockedNetwork } = composeStories(stories)
const regions = regionsFixture().regions

describe('SignInForm', () => {
  it('shows a distinct message for each contract error code, and focuses it', async () => {
    const cases: [UiError, RegExp][] = [
      [{ code: 'invalid_request' }, /missing or not valid/],
      [{ code: 'unknown_region' }, /region is not available/],
      [{ code: 'invalid_credentials' }, /e-mail address or API key is not correct/],
      [{ code: 'rate_limited', retryAt: Date.now() + 42_000 }, /Try again in 50 seconds/],
      [{ code: 'rate_limited' }, /Wait a moment/],
      [{ code: 'upstream_error' }, /answered with an error/],
      [{ code: 'upstream_unavailable' }, /not available right now/],
      [{ code: 'upstream_timeout' }, /took too long/],
      [{ code: 'session_expired' }, /session has expired/],
      [{ code: 'network' }, /Cannot reach the server/],
    ]
    const seen = new Set<string>()
    for (const [error, expected] of cases) {
      const screen = await render(<SignInForm regions={regions} error={error} onSubmit={vi.fn()} />)
      const alert = screen.getByRole('alert')
      await expect.element(alert).toMatchTextContent(expected)
      await expect.element(alert).toHaveFocus()
      seen.add(alert.element().textContent ?? '')
      await screen.unmount()
    }
    // rate_limited has two texts; every other code its own.
    expect(seen.size).toBe(cases.length)
  })

  describe('when sign-in is locked', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** Moves the faked clock; the assertions that follow wait for React to render the change. */
    const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

    it('counts the e-mail lock down in words, then says it has ended', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
      const retryAt = Date.now() + 891_000
      const screen = await render(
        <SignInForm
          regions={regions}
          error={{ code: 'rate_limited', lockScope: 'email', retryAt }}
          onSubmit={vi.fn()}
        />,
      )
      const alert = screen.getByRole('alert')
      await expect
        .element(alert)
        .toMatchTextContent(
          'This e-mail address is locked after too many sign-ins with a wrong API key. Try again in about 15 minutes.',
        )
      await advance(60_000)
      await expect.element(alert).toMatchTextContent(/Try again in about 14 minutes\.$/)
      await advance(831_000 - 80_000)
      await expect.element(alert).toMatchTextContent(/Try again in about a minute\.$/)
      await advance(40_000)
      await expect.element(alert).toMatchTextContent(/Try again in 40 seconds\.$/)
      await advance(35_000)
      await expect.element(alert).toMatchTextContent(/Try again in a few seconds\.$/)
      await advance(5_000)
      await expect.element(alert).toMatchTextContent('The lock has ended: you can sign in again.')
    })

    it('says when the network is locked, from the story', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
      const screen = await render(<LockedNetwork />)
      const alert = screen.getByRole('alert')
      await expect.element(alert).toMatchTextContent(/^Sign-in from your network is locked/)
      await expect.element(alert).toHaveFocus()
      const before = alert.element().textContent
      await advance(4 * 60_000)
      await expect.element(alert).toMatchTextContent('The lock has ended: you can sign in again.')
      expect(before).toMatch(/Try again in /)
    })

    it('keeps the form usable while locked', async () => {
      const onSubmit = fn()
      const screen = await render(<LockedEmail onSubmit={onSubmit} />)
      await userEvent.type(screen.getByLabelText('API key'), DEMO_API_KEY)
      await userEvent.keyboard('{Enter}')
      expect(onSubmit).toHaveBeenCalledOnce()
    })
  })

  it('validates with the contract schema, focuses the summary and does not submit', async () => {
    const onSubmit = fn()
    const screen = await render(<Default onSubmit={onSubmit} />)
    await screen.getByRole('button', { name: 'Sign in' }).click()
    const summary = screen.getByTestId('sign-in-error-summary')
    await expect.element(summary).toHaveFocus()
    await expect.element(summary).toMatchTextContent('Choose a region.')
    await expect.element(screen.getByLabelText('API key')).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address')
    await expect.element(screen.getByText('Enter a valid e-mail address.').first()).toBeVisible()
  })

  it('submits trimmed values of a valid form', async () => {
    const onSubmit = fn()
    const screen = await render(<Prefilled onSubmit={onSubmit} />)
    await expect.element(screen.getByLabelText('Region')).toHaveValue('eu')
    await expect.element(screen.getByLabelText('E-mail address')).toHaveValue(DEMO_EMAIL)
    await userEvent.type(screen.getByLabelText('API key'), DEMO_API_KEY)
    await userEvent.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      region: 'eu',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
  })

  it('says when the user changes a field, never on its own', async () => {
    const onEdit = fn()
    const screen = await render(<Prefilled onEdit={onEdit} />)
    await expect.element(screen.getByLabelText('E-mail address')).toHaveValue(DEMO_EMAIL)
    expect(onEdit).not.toHaveBeenCalled()
    await screen.getByRole('button', { name: 'Show API key' }).click()
    expect(onEdit).not.toHaveBeenCalled()
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'us')
    expect(onEdit).toHaveBeenCalledTimes(1)
    await userEvent.type(screen.getByLabelText('API key'), 'k')
    expect(onEdit).toHaveBeenCalledTimes(2)
  })

  it('reveals the API key with a pressed toggle, and hides it again', async () => {
    const screen = await render(<Default />)
    const key = screen.getByLabelText('API key')
    const toggle = screen.getByRole('button', { name: 'Show API key' })
    await expect.element(key).toHaveAttribute('type', 'password')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect.element(key).toHaveAttribute('type', 'text')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.click()
    await expect.element(key).toHaveAttribute('type', 'password')
  })

  it('offers autocomplete hints to password managers', async () => {
    const screen = await render(<Default />)
    await expect
      .element(screen.getByLabelText('E-mail address'))
      .toHaveAttribute('autocomplete', 'username')
    await expect
      .element(screen.getByLabelText('API key'))
      .toHaveAttribute('autocomplete', 'current-password')
  })

  it('ignores submits while pending', async () => {
    const onSubmit = fn()
    const screen = await render(<Pending onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('API key'), DEMO_API_KEY)
    // The button is aria-disabled (it keeps focus); Enter in a field still submits the form.
    await userEvent.keyboard('{Enter}')
    await expect
      .element(screen.getByRole('button', { name: 'Signing in…' }))
      .toHaveAttribute('aria-disabled', 'true')
    expect(onSubmit).not.toHaveBeenCalled()
    await expect.element(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true')
  })
})
