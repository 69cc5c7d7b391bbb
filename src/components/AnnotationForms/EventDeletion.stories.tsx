import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { EventDeletion } from './EventDeletion.tsx'

const meta = {
  title: 'Components/AnnotationForms/EventDeletion',
  component: EventDeletion,
  args: {
    events: [
      {
        id: 'reorganisation',
        region: null,
        date: '2026-05-04',
        title: 'Reorganisation of the regions',
        note: null,
        version: 2,
      },
      {
        id: 'leadership',
        region: 'us',
        date: '2026-10-12',
        title: '<b>Leadership</b> programme started',
        note: 'Every director takes part.',
        version: 1,
      },
    ],
    onDelete: fn(() => Promise.resolve()),
    locale: 'en-US',
  },
  argTypes: {
    events: { control: 'object', description: 'The region’s events and every region’s' },
    failure: { control: 'text', description: 'The refusal of the last delete, in words' },
    pending: { control: 'boolean', description: 'A delete is on its way' },
  },
} satisfies Meta<typeof EventDeletion>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: no delete button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Delete this event' })).toBeNull()
  },
}

/** Chosen by the keyboard, asked, confirmed: the event's id and version read are sent. */
export const DeleteAnEvent: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Event'), 'leadership')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete this event' }))
    // Typed text stays text: the title's tags are shown, never rendered.
    await expect(canvas.getByRole('group')).toHaveTextContent(
      'Delete the event “<b>Leadership</b> programme started” of Oct 12, 2026? This cannot be undone.',
    )
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith({ id: 'leadership', version: 1 }),
    )
    await expect(await canvas.findByText('Deleted.')).toBeVisible()
  },
}

export const Refused: Story = {
  args: {
    failure:
      'Only the administrators of this dashboard can change targets, events and definitions.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only the administrators')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
