import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { formControls, textControl } from '../testing/story-controls.ts'
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
  argTypes: { ...formControls, today: textControl('Today (YYYY-MM-DD)') },
} satisfies Meta<typeof TargetForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A share above 100 and a new target in the past are listed, and nothing is sent. */
export const Problems: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'pipelinesWithLeaders')
    await userEvent.type(canvas.getByLabelText('Target share of yes (%)'), '101')
    await userEvent.type(canvas.getByLabelText('Target date'), '2026-01-31')
    await userEvent.click(canvas.getByRole('button', { name: 'Save target' }))
    const summary = canvas.getByTestId('error-summary')
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(summary).toHaveTextContent('Enter a share of yes from 0 to 100.')
    await expect(summary).toHaveTextContent('A new target’s date cannot be in the past.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
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

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }
