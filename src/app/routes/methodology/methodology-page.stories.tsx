import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { AppAt } from '../../testing/app-at.tsx'
import { headingSays, pageStory } from '../../testing/app-at.tsx'
// The page's lazy chunk, loaded with the story file rather than on the first render.
import './methodology-page.tsx'

/** How the figures are made, as the app renders it (it needs no data). */
const meta = {
  title: 'Pages/Methodology',
  ...pageStory('/methodology'),
} satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { play: headingSays('How the figures are made') }

export const Dark: Story = { ...Default, globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' }, play: headingSays('كيف تُحسب الأرقام') }

/** As print media shows it: the page's own text, without the app's header. */
export const Print: Story = {
  globals: { media: 'print' },
  play: async (context) => {
    await headingSays('How the figures are made')?.(context)
    await expect(context.canvasElement.querySelector('.app-header')).not.toBeVisible()
  },
}
