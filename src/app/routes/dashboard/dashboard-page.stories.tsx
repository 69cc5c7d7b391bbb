import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { annotationVariants } from '../../../mocks/annotation-variants.ts'
import { handlerVariants, SLOW_MS } from '../../../mocks/variants.ts'
import type { AppAt } from '../../testing/app-at.tsx'
import {
  alertSays,
  answering,
  busySays,
  figureSays,
  PAGE_MS,
  pageStory,
} from '../../testing/app-at.tsx'
// The page's lazy chunk, loaded with the story file rather than on the first render.
import './dashboard-page.tsx'

/**
 * The dashboard page as the app renders it: its real data layer (queries, API client, lost-session
 * handler) against the MSW handlers, each story overriding only the answer its state needs.
 */
const meta = { title: 'Pages/Dashboard', ...pageStory('/regions/us') } satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: figureSays(
    'Pipelines with leaders',
    'Pipelines with leaders: 29% yes, 71% no, of 42 pipelines.',
  ),
}

export const Loading: Story = {
  ...answering(handlerVariants.loading),
  play: busySays('Loading the metrics of United States…'),
}

export const Slow: Story = {
  ...answering(handlerVariants.slow),
  play: async ({ canvas }) => {
    // The page's chunk loads first; the skeleton then stays for the answer's SLOW_MS.
    await expect(
      await canvas.findByTestId('loading-skeleton', {}, { timeout: PAGE_MS }),
    ).toBeVisible()
    await canvas.findByRole('figure', { name: 'Superstars' }, { timeout: SLOW_MS + PAGE_MS })
  },
}

/** The BFF answers the region's data with `variant`'s error: the page's alert says `message`. */
const failing = (variant: keyof typeof handlerVariants, message: RegExp): Story => ({
  ...answering(handlerVariants[variant]),
  play: alertSays(message),
})

export const UpstreamError = failing('error', /answered with an error/)
export const UpstreamDown = failing('upstreamDown', /not available right now/)
export const UpstreamTimeout = failing('upstreamTimeout', /took too long/)

/** The app's one lost-session handler sends the user to sign in again, with a notice. */
export const ExpiredSession: Story = {
  ...answering(handlerVariants.expiredSession),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('session-expired', {}, { timeout: PAGE_MS }),
    ).toHaveTextContent(/United States/)
    await expect(
      canvas.getByRole('button', { name: 'Sign in to United States again' }),
    ).toBeVisible()
  },
}

export const NetworkFailure = failing('networkError', /Cannot reach the server/)

/** The organization's own definition of a metric on its card, once it has arrived. */
export const OrganizationDefinitions: Story = {
  ...answering(annotationVariants.definitions),
  play: async ({ canvas }) => {
    const card = await canvas.findByTestId('card-superstar', {}, { timeout: PAGE_MS })
    await waitFor(() =>
      expect(within(card).getByTestId('card-definition')).toHaveTextContent(
        'Our top 5 % of performers.',
      ),
    )
  },
}
