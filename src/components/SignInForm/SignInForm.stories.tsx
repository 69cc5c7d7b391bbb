import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import type { RateLimitScope } from '../../domain/http/contract.ts'
import { regionsFixture, DEMO_API_KEY, DEMO_EMAIL } from '../../mocks/fixtures.ts'
import { callbackControl, errorControl, flagControl } from '../testing/story-controls.ts'
import { SignInForm, type SignInFormProps } from './SignInForm.tsx'

const regions = regionsFixture().regions

const meta = {
  title: 'Components/SignInForm',
  component: SignInForm,
  args: { regions, onSubmit: fn() },
  argTypes: {
    error: errorControl,
    pending: flagControl('A sign-in is on its way'),
    onSubmit: callbackControl,
  },
} satisfies Meta<typeof SignInForm>

export default meta
type Story = StoryObj<typeof meta>

/**
 * SignInForm after a `429 rate_limited` whose lock ends `lockMs` after the
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

export const Default: Story = {}

export const Prefilled: Story = {
  args: { initialValues: { region: 'eu', email: DEMO_EMAIL } },
}

export const Pending: Story = {
  args: { initialValues: { region: 'us', email: DEMO_EMAIL }, pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    const summary = canvas.getByTestId('sign-in-error-summary')
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(summary).toHaveTextContent('Choose a region.')
    await expect(summary).toHaveTextContent('Enter a valid e-mail address.')
    await expect(summary).toHaveTextContent('Enter your API key.')
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()

    // The summary's links move focus to the field; errors clear as the user corrects them.
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a valid e-mail address.' }))
    await expect(canvas.getByLabelText('E-mail address')).toHaveFocus()
    await userEvent.selectOptions(canvas.getByLabelText('Region'), 'eu')
    await userEvent.type(canvas.getByLabelText('E-mail address'), `  ${DEMO_EMAIL} `)
    await userEvent.type(canvas.getByLabelText('API key'), DEMO_API_KEY)
    await expect(canvas.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      region: 'eu',
      email: DEMO_EMAIL,
      apiKey: DEMO_API_KEY,
    })
  },
}

export const RevealApiKey: Story = {
  play: async ({ canvas, userEvent }) => {
    const key = canvas.getByLabelText('API key')
    const toggle = canvas.getByRole('button', { name: 'Show API key' })
    await expect(key).toHaveAttribute('type', 'password')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(key).toHaveAttribute('type', 'text')
  },
}

const errorStory = (error: NonNullable<Story['args']>['error']): Story => ({
  args: { initialValues: { region: 'us', email: DEMO_EMAIL }, error },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus())
  },
})

export const ErrorInvalidRequest = errorStory({ code: 'invalid_request' })
export const ErrorUnknownRegion = errorStory({ code: 'unknown_region' })
export const ErrorInvalidCredentials = errorStory({ code: 'invalid_credentials' })
const lockedStory = (lock: { scope: RateLimitScope; ms: number }, text: RegExp): Story => ({
  args: { initialValues: { region: 'us', email: DEMO_EMAIL } },
  // The lock ends `ms` after the story renders, whenever that is.
  render: (args) => <SignInLocked {...args} lockScope={lock.scope} lockMs={lock.ms} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(alert).toHaveTextContent(text)
  },
})

/** Failed sign-ins locked the e-mail address (the BFF's Retry-After: 891 s). Counts down. */
export const LockedEmail = lockedStory(
  { scope: 'email', ms: 891_000 },
  /^This e-mail address is locked .* Try again in about 15 minutes\.$/,
)
/** Too many attempts from the network (client IP): locked for a few minutes. */
export const LockedNetwork = lockedStory(
  { scope: 'network', ms: 4 * 60_000 },
  /^Sign-in from your network is locked .* Try again in about 4 minutes\.$/,
)
/** The lock is over: the alert says so instead of "Try again in …". */
export const LockEnded = lockedStory(
  { scope: 'email', ms: -1_000 },
  /^The lock has ended: you can sign in again\.$/,
)
/** A 429 without Retry-After. */
export const ErrorRateLimited = errorStory({ code: 'rate_limited' })
export const ErrorUpstreamError = errorStory({ code: 'upstream_error' })
export const ErrorUpstreamUnavailable = errorStory({ code: 'upstream_unavailable' })
export const ErrorUpstreamTimeout = errorStory({ code: 'upstream_timeout' })
export const ErrorSessionExpired = errorStory({ code: 'session_expired' })
export const ErrorNetworkFailure = errorStory({ code: 'network' })

export const Dark: Story = {
  args: {
    initialValues: { region: 'us', email: DEMO_EMAIL },
    error: { code: 'invalid_credentials' },
  },
  globals: { theme: 'dark' },
}

export const Arabic: Story = {
  args: { initialValues: { region: 'us', email: DEMO_EMAIL } },
  globals: { locale: 'ar' },
}
