import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DEMO_API_KEY, DEMO_EMAIL } from '../../../mocks/fixtures.ts'
import { handlerVariants } from '../../../mocks/variants.ts'
import type { AppAt } from '../../testing/app-at.tsx'
import { answering, fillIn, PAGE_MS, pageStory } from '../../testing/app-at.tsx'
// The page's lazy chunk, loaded with the story file rather than on the first render.
import './sign-in-page.tsx'

/**
 * The sign-in page as the app renders it: the real sign-in mutation, API client and navigation
 * against the MSW handlers, each story overriding only the answer its state needs.
 */
// Signing in successfully, and where it leads, is the sign-in page's component test.
const meta = { title: 'Pages/Sign-in', ...pageStory('/sign-in?region=us') } satisfies Meta<
  typeof AppAt
>

export default meta
type Story = StoryObj<typeof meta>

const failing = (variant: keyof typeof handlerVariants, message: RegExp): Story => ({
  ...answering(handlerVariants[variant]),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByLabelText('E-mail address', {}, { timeout: PAGE_MS }),
    ).toHaveValue(DEMO_EMAIL)
    await fillIn(canvas.getByLabelText('API key'), 'wrong-key')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: PAGE_MS })).toHaveTextContent(
      message,
    )
  },
})

export const InvalidCredentials = failing(
  'signInInvalidCredentials',
  /e-mail address or API key is not correct/,
)
export const RateLimited = failing(
  'signInRateLimited',
  /^This e-mail address is locked after too many sign-ins with a wrong API key\. Try again in about 15 minutes\.$/,
)
export const RateLimitedNetwork = failing(
  'signInRateLimitedNetwork',
  /^Sign-in from your network is locked after too many sign-ins with a wrong API key\. Try again in 40 seconds\.$/,
)
export const UpstreamDown = failing('signInUpstreamDown', /not available right now/)
export const UpstreamTimeout = failing('signInUpstreamTimeout', /took too long/)
export const NetworkFailure = failing('signInNetworkError', /Cannot reach the server/)

/** A sign-in that never answers: the pending state stays on screen. */
export const Pending: Story = {
  ...answering(handlerVariants.signInPending),
  play: async ({ canvas, userEvent }) => {
    // The e-mail is prefilled from the region this browser is signed in to (the mock's `us`).
    await expect(
      await canvas.findByLabelText('E-mail address', {}, { timeout: PAGE_MS }),
    ).toHaveValue(DEMO_EMAIL)
    await fillIn(canvas.getByLabelText('API key'), DEMO_API_KEY)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeVisible()
  },
}
