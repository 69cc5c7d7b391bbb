import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { formControls, localeControl } from '../testing/story-controls.ts'
import { EventForm } from './EventForm.tsx'

const meta = {
  title: 'Components/AnnotationForms/EventForm',
  component: EventForm,
  args: { onSubmit: fn(() => Promise.resolve()), locale: 'en-US' },
  argTypes: { ...formControls, locale: localeControl },
} satisfies Meta<typeof EventForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Submitted empty: the problems are listed above the form, which takes the focus. */
export const Problems: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }))
    const summary = canvas.getByTestId('error-summary')
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(summary).toHaveTextContent('Enter the event’s date.')
    await expect(summary).toHaveTextContent('Enter a title.')
    await expect(canvas.getByLabelText('Title (at most 80 characters)')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // The summary's link moves the focus to its field.
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a title.' }))
    await expect(canvas.getByLabelText('Title (at most 80 characters)')).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A title over 80 characters is refused before it is sent. */
export const TitleTooLong: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-03-02')
    await userEvent.type(canvas.getByLabelText('Title (at most 80 characters)'), 'x'.repeat(81))
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }))
    await expect(canvas.getByTestId('error-summary')).toHaveTextContent(
      'Keep the title to 80 characters or fewer.',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * A far date for "no deadline" (9999-12-31) is refused before it is sent; the hint under the
 * label says which days are accepted.
 */
export const DateOutOfRange: Story = {
  play: async ({ args, canvas }) => {
    const date = canvas.getByLabelText('Date')
    await expect(date).toHaveAccessibleDescription('Any day from Jan 1, 2000 to Dec 31, 2100.')
    await userEvent.type(date, '9999-12-31')
    await userEvent.type(canvas.getByLabelText('Title (at most 80 characters)'), 'Someday')
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }))
    await expect(canvas.getByTestId('error-summary')).toHaveTextContent(
      'Enter a date from the year 2000 to the year 2100.',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * Pasted text that would hide what it says (a right-to-left override turning "gnp.exe" into
 * "exe.png") or shows nothing (a zero-width space) is refused before it is sent, as the BFF would.
 */
export const UnsafeText: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-03-02')
    const title = canvas.getByLabelText('Title (at most 80 characters)')
    await userEvent.click(title)
    await userEvent.paste('Q3 launch \u202Egnp.exe')
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }))
    await expect(canvas.getByTestId('error-summary')).toHaveTextContent(
      'Remove the control characters or direction overrides from this text.',
    )
    await userEvent.clear(title)
    await userEvent.paste('\u200B')
    await userEvent.click(canvas.getByRole('button', { name: 'Add event' }))
    await expect(canvas.getByTestId('error-summary')).toHaveTextContent(
      'Enter text that can be seen: this holds only invisible characters.',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** With the keyboard only: typed, sent, saved, and the form emptied for the next one. */
export const Saved: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Date'), '2026-03-02')
    await userEvent.type(canvas.getByLabelText('Title (at most 80 characters)'), '=Launch{Enter}')
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        date: '2026-03-02',
        title: '=Launch',
        note: '',
        allRegions: false,
      }),
    )
    await expect(await canvas.findByText('Saved.')).toBeVisible()
    await expect(canvas.getByLabelText('Title (at most 80 characters)')).toHaveValue('')
  },
}

/** The BFF refused the save (here: someone changed it meanwhile); what was typed stays. */
export const Refused: Story = {
  args: {
    failure:
      'Someone else changed this after you opened it, so your change was not saved. Reload to see theirs, then make yours again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this')
  },
}

export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }
