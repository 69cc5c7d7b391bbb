import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { mockState } from '../../mocks/handlers.ts'
import {
  createEmbedMock,
  EMBED_TOKEN,
  embedHandlers,
  type EmbedMock,
} from '../features/embed/testing/embed-handlers.ts'
import { captureFragmentToken, consumeFragmentToken } from '../features/embed/lib/fragment-token.ts'
import { PAGE_MS, pageStory, type AppAt } from '../testing/app-at.tsx'
// The embed view's lazy chunk, loaded with the story file rather than on the first render.
import './embed/embed-page.tsx'

/**
 * The embed view (`/embed/regions/:region`, docs/embedding.md) as a portal's frame shows it: the
 * whole app at the embed address, the embed routes answered by the embed mock, each story setting
 * only what its state needs. Theme and language come from the shared toolbar decorator (the dark
 * and Arabic stories set its globals; Arabic also passes the portal's `locale=ar`).
 */
const meta = {
  title: 'Pages/Embed',
  ...pageStory('/embed/regions/us'),
} satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

/** The embed routes for one story: a portal-vouched session unless `signedOut`. */
function embedState(
  setup: (mock: EmbedMock) => void = () => undefined,
): Pick<Story, 'beforeEach' | 'parameters'> {
  return {
    beforeEach: ({ msw }) => {
      const mock = createEmbedMock()
      mock.hasSession = true
      setup(mock)
      msw.use(...embedHandlers(mock))
    },
    // Each story in its own frame on a Docs page: its handlers never answer a neighbour.
    parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
  }
}

/** The frame's width, as a portal's column sets it. */
const column =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ inlineSize: `${width}px`, outline: '1px dashed gray' }}>
      <Story />
    </div>
  )

const dark = { globals: { theme: 'dark' } } satisfies Pick<Story, 'globals'>
/** Arabic through the toolbar (direction) and the portal's own `locale` parameter. */
const arabic = (path: string) =>
  ({
    globals: { locale: 'ar' },
    args: { path: `${path}${path.includes('?') ? '&' : '?'}locale=ar` },
  }) satisfies Pick<Story, 'globals' | 'args'>

/** A signed link: its token is exchanged once for the embed session, and the dashboard shows. */
export const SignedLink: Story = {
  ...embedState((mock) => {
    mock.hasSession = false
    consumeFragmentToken()
    captureFragmentToken({
      location: { hash: `#token=${EMBED_TOKEN}`, pathname: '/embed/regions/us', search: '' },
      history: { state: null, replaceState: () => undefined },
    })
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('card-pipelinesWithLeaders', {}, { timeout: PAGE_MS }),
    ).toBeVisible()
    await expect(await canvas.findByText(/emp-42/)).toBeVisible()
    await expect(
      (await canvas.findAllByTestId('metric-trend', {}, { timeout: PAGE_MS })).length,
    ).toBe(5)
  },
}
export const SignedLinkDark: Story = { ...SignedLink, ...dark }
export const SignedLinkArabic: Story = { ...SignedLink, ...arabic('/embed/regions/us') }

/** No link and no session: the app's sign-in form inside the frame, offering only its region. */
export const FrameSignIn: Story = {
  ...embedState((mock) => {
    mock.hasSession = false
    mockState.reset({ signedIn: [] })
  }),
  play: async ({ canvas }) => {
    // The region picker offers this view's region only.
    await expect(await canvas.findAllByRole('option', {}, { timeout: PAGE_MS })).toHaveLength(1)
    await expect(canvas.getByRole('textbox', { name: /mail|البريد/i })).toBeVisible()
  },
}
export const FrameSignInDark: Story = { ...FrameSignIn, ...dark }
export const FrameSignInArabic: Story = { ...FrameSignIn, ...arabic('/embed/regions/us') }

/** `compact=1`: the table first, every column's header whole, the trends listed under it. */
export const Compact: Story = {
  ...embedState(),
  args: { path: '/embed/regions/us?compact=1' },
  play: async ({ canvas }) => {
    const table = await canvas.findByTestId('distributions-table', {}, { timeout: PAGE_MS })
    await expect(table).toBeVisible()
    await expect(await canvas.findByTestId('table-trends', {}, { timeout: PAGE_MS })).toBeVisible()
  },
}
export const CompactDark: Story = { ...Compact, ...dark }
export const CompactArabic: Story = { ...Compact, ...arabic('/embed/regions/us?compact=1') }

/** A 320 px portal column: the cards stack, the sparklines keep inside them. */
export const Column320: Story = {
  ...embedState(),
  decorators: [column(320)],
  play: async ({ canvas }) => {
    const trends = await canvas.findAllByTestId('metric-trend', {}, { timeout: PAGE_MS })
    await expect(trends).toHaveLength(5)
    for (const trend of trends) {
      await expect(trend.getBoundingClientRect().width).toBeLessThanOrEqual(320)
    }
  },
}
export const Column320Dark: Story = { ...Column320, ...dark }
export const Column320Arabic: Story = { ...Column320, ...arabic('/embed/regions/us') }

/** `trends=0`: the figures without sparklines or change lines, and no history read. */
export const TrendsOff: Story = {
  ...embedState(),
  args: { path: '/embed/regions/us?trends=0' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('card-pipelinesWithLeaders', {}, { timeout: PAGE_MS }),
    ).toBeVisible()
    await expect(canvas.queryAllByTestId('metric-trend')).toHaveLength(0)
  },
}
export const TrendsOffDark: Story = { ...TrendsOff, ...dark }
export const TrendsOffArabic: Story = { ...TrendsOff, ...arabic('/embed/regions/us?trends=0') }

/** The history cannot be read: the figures show, and a short sentence says the trends are missing. */
export const TrendsError: Story = {
  ...embedState((mock) => {
    mock.history = 'error'
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('trends-unavailable', {}, { timeout: PAGE_MS }),
    ).toBeVisible()
    await expect(canvas.getByTestId('card-pipelinesWithLeaders')).toBeVisible()
    await expect(canvas.queryAllByTestId('metric-trend')).toHaveLength(0)
  },
}
export const TrendsErrorDark: Story = { ...TrendsError, ...dark }
export const TrendsErrorArabic: Story = { ...TrendsError, ...arabic('/embed/regions/us') }
