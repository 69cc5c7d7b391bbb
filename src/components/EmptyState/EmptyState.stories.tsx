import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ICON_NAMES } from '../Icon/Icon.tsx'
import { EmptyState } from './EmptyState.tsx'
import { choiceControl } from '../testing/story-controls.ts'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No metrics reported',
    message: 'The Talent Platform returned no distributions for this region yet.',
  },
  argTypes: {
    icon: choiceControl(ICON_NAMES, 'The icon above the title'),
    headingLevel: choiceControl([2, 3, 4], 'Level of the title'),
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No metrics reported')
  },
}

const onSignIn = fn()

export const WithAction: Story = {
  args: {
    title: 'Not signed in to any region',
    message: 'Sign in with your e-mail address and API key to see the dashboard.',
    icon: 'globe',
    action: (
      <button type="button" className="btn btn--primary" onClick={onSignIn}>
        Sign in
      </button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(onSignIn).toHaveBeenCalled()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
