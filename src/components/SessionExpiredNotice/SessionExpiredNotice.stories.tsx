import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { callbackControl, textControl } from '../testing/story-controls.ts'
import { SessionExpiredNotice } from './SessionExpiredNotice.tsx'

const meta = {
  title: 'Components/SessionExpiredNotice',
  component: SessionExpiredNotice,
  args: { regionLabel: 'United States', onSignIn: fn() },
  argTypes: {
    regionLabel: textControl('The region whose session ended'),
    onSignIn: callbackControl,
  },
} satisfies Meta<typeof SessionExpiredNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/signed out of United States/)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to United States again' }))
    await expect(args.onSignIn).toHaveBeenCalledOnce()
  },
}

export const LongRegionName: Story = { args: { regionLabel: 'United States (second cloud)' } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
