import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { deleteRefused, problemsListed } from '../testing/form-plays.ts'
import { deleteControls, formControls, textControl } from '../testing/story-controls.ts'
import { TargetForm } from './TargetForm.tsx'

const meta = {
  title: 'Components/AnnotationForms/TargetForm',
  component: TargetForm,
  args: {
    targets: [
      {
        metric: 'pipelinesWithWomen',
        yesShare: 40,
        targetDate: '2027-12-31',
        startDate: null,
        version: 3,
      },
    ],
    today: '2026-11-24',
    onSubmit: fn(() => Promise.resolve()),
  },
  argTypes: {
    ...formControls,
    ...deleteControls,
    targets: { control: 'object', description: 'The region’s targets, as read (with versions)' },
    today: textControl('Today (YYYY-MM-DD): a new target may not be before it'),
  },
} satisfies Meta<typeof TargetForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A share above 100 and a new target in the past are listed, and nothing is sent. */
export const Problems: Story = {
  play: problemsListed(
    {
      select: { Metric: 'pipelinesWithLeaders' },
      type: { 'Target share of yes (%)': '101', 'Target date': '2026-01-31' },
    },
    'Save target',
    ['Enter a share of yes from 0 to 100.', 'A new target’s date cannot be in the past.'],
  ),
}

/** Choosing a metric with a target fills it in; the save sends the version read. */
export const ChangeAnExistingTarget: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'pipelinesWithWomen')
    const share = canvas.getByLabelText('Target share of yes (%)')
    await expect(share).toHaveValue(40)
    await userEvent.clear(share)
    await userEvent.type(share, '42.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Save target' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        metric: 'pipelinesWithWomen',
        yesShare: 42.5,
        targetDate: '2027-12-31',
        startDate: null,
        version: 3,
      }),
    )
    await expect(await canvas.findByText('Saved.')).toBeVisible()
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

/** While a save is on its way its button says so, and a second press sends nothing. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * A save from a stale screen (`409 conflict`): the refusal takes the focus, and what was typed stays
 * to be sent again over the other change.
 */
export const SaveConflict: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('conflict'))),
    failure:
      'Someone else changed this after you opened it, so your change was not saved. Reload to see theirs, then make yours again.',
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'pipelinesWithWomen')
    const share = canvas.getByLabelText('Target share of yes (%)')
    await userEvent.clear(share)
    await userEvent.type(share, '45')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this')
    await userEvent.click(canvas.getByRole('button', { name: 'Save target' }))
    await expect(share).toHaveValue(45)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }

/**
 * Deleting the chosen metric's target asks first, the focus on "Cancel" (Escape cancels too);
 * confirmed, it sends the version read and says "Deleted.".
 */
export const DeleteAnExistingTarget: Story = {
  args: { onDelete: fn(() => Promise.resolve()) },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Delete the target/ })).toBeNull()
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'pipelinesWithWomen')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the target of Pipelines with women' }),
    )
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await expect(
      canvas.getByText('Delete the target of Pipelines with women? This cannot be undone.'),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
    const open = canvas.getByRole('button', { name: 'Delete the target of Pipelines with women' })
    await expect(open).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(args.onDelete).toHaveBeenCalledWith({ metric: 'pipelinesWithWomen', version: 3 }),
    )
    await expect(await canvas.findByText('Deleted.')).toHaveFocus()
  },
}

/**
 * A delete from a stale screen is refused (`409 conflict`): said as a save's refusal, and the
 * question stays for another try once the other change is read.
 */
export const DeleteConflict: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('conflict'))),
    deleteFailure:
      'Someone else changed this after you opened it, so your change was not saved. Reload to see theirs, then make yours again.',
  },
  play: deleteRefused(
    { select: { Metric: 'pipelinesWithWomen' } },
    'Delete the target of Pipelines with women',
    /Someone else changed this/,
  ),
}

/** While a delete is on its way its button says so. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise(() => undefined)), deletePending: true },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'pipelinesWithWomen')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the target of Pipelines with women' }),
    )
    await expect(canvas.getByRole('button', { name: 'Deleting…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Arabic: Story = { globals: { locale: 'ar' } }
