import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { deleteRefused, deletesAfterAsking, problemsListed } from '../testing/form-plays.ts'
import { deleteControls, formControls, languageControl } from '../testing/story-controls.ts'
import { DefinitionForm } from './DefinitionForm.tsx'

const meta = {
  title: 'Components/AnnotationForms/DefinitionForm',
  component: DefinitionForm,
  args: {
    definitions: [{ metric: 'superstar', language: 'fr', text: 'Nos talents', version: 2 }],
    language: 'en',
    onSubmit: fn(() => Promise.resolve()),
  },
  argTypes: { ...formControls, ...deleteControls, language: languageControl },
} satisfies Meta<typeof DefinitionForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Nothing chosen, nothing written: both are listed and nothing is sent. */
export const Problems: Story = {
  play: problemsListed({}, 'Save definition', ['Choose a metric.', 'Enter the definition.']),
}

/** Choosing a metric and a language fills in the wording there is; the save sends its version. */
export const ChangeAWording: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'superstar')
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'fr')
    const text = canvas.getByLabelText('Definition (at most 2000 characters)')
    await expect(text).toHaveValue('Nos talents')
    await userEvent.type(text, ' <b>notés</b>')
    await userEvent.click(canvas.getByRole('button', { name: 'Save definition' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        metric: 'superstar',
        language: 'fr',
        text: 'Nos talents <b>notés</b>',
        version: 2,
      }),
    )
  },
}

/**
 * A wording there is can be deleted, as a target is: asked first, then the version read is sent;
 * the built-in definition applies again. Superstars have no English wording: nothing to delete.
 */
export const DeleteAWording: Story = {
  args: { onDelete: fn(() => Promise.resolve()) },
  play: async (context) => {
    const { canvas } = context
    await userEvent.selectOptions(canvas.getByLabelText('Metric'), 'superstar')
    await expect(canvas.queryByRole('button', { name: 'Delete this definition' })).toBeNull()
    await deletesAfterAsking(
      { select: { Language: 'fr' } },
      'Delete this definition',
      'Delete our definition of Superstars in Français? The built-in definition applies again. This cannot be undone.',
      { metric: 'superstar', language: 'fr', version: 2 },
    )(context)
  },
}

/** A delete from a stale screen (`409 conflict`) is refused in words; the question stays. */
export const DeleteConflict: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('conflict'))),
    deleteFailure: 'Someone else changed this after you opened it.',
  },
  play: deleteRefused(
    { select: { Metric: 'superstar', Language: 'fr' } },
    'Delete this definition',
    /Someone else changed this/,
  ),
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }
