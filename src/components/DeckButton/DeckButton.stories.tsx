import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DeckButton } from './DeckButton.tsx'

/** The board deck's button: idle, while the deck is made, and after a failure. */
const meta = {
  title: 'Components/DeckButton',
  component: DeckButton,
  args: { busy: false, failed: false, onDownload: fn() },
  argTypes: {
    busy: { control: 'boolean', description: 'The deck is being made' },
    failed: { control: 'boolean', description: 'The last try failed' },
  },
} satisfies Meta<typeof DeckButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download slides (.pptx)' }))
    await expect(args.onDownload).toHaveBeenCalledOnce()
  },
}

/** While the deck is made: the label says so, in the button's width; a click does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Making slides…' }))
    await expect(args.onDownload).not.toHaveBeenCalled()
  },
}

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The slides could not be made. Try again, or download the CSV.',
    )
  },
}

export const Arabic: Story = { globals: { locale: 'ar' } }
