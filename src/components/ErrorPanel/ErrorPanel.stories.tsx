import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  callbackControl,
  errorControl,
  flagControl,
  choiceControl,
} from '../testing/story-controls.ts'
import { ErrorPanel } from './ErrorPanel.tsx'

const meta = {
  title: 'Components/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'Could not load the dashboard',
    error: { code: 'upstream_error' },
    onRetry: fn(),
  },
  argTypes: {
    error: errorControl,
    retrying: flagControl('A retry is under way'),
    headingLevel: choiceControl([2, 3], 'Level of the heading'),
    onRetry: callbackControl,
  },
} satisfies Meta<typeof ErrorPanel>

export default meta
type Story = StoryObj<typeof meta>

export const UpstreamError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/answered with an error/)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const UpstreamDown: Story = { args: { error: { code: 'upstream_unavailable' } } }

export const Timeout: Story = { args: { error: { code: 'upstream_timeout' } } }

export const NetworkFailure: Story = { args: { error: { code: 'network' } } }

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Retrying…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

export const WithoutRetry: Story = {
  args: { onRetry: undefined, error: { code: 'not_found' }, title: 'Not found' },
}

export const CustomMessage: Story = { args: { message: 'The export failed. Try a smaller range.' } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
