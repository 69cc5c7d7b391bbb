import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { formControls, languageControl } from '../testing/story-controls.ts'
import { DefinitionForm } from './DefinitionForm.tsx'

const meta = {
  title: 'Components/AnnotationForms/DefinitionForm',
  component: DefinitionForm,
  args: {
    definitions: [{ metric: 'superstar', language: 'fr', text: 'Nos talents', version: 2 }],
    language: 'en',
    onSubmit: fn(() => Promise.resolve()),
  },
  argTypes: { ...formControls, language: languageControl },
} satisfies Meta<typeof DefinitionForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Nothing chosen, nothing written: both are listed and nothing is sent. */
export const Problems: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save definition' }))
    const summary = canvas.getByTestId('error-summary')
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(summary).toHaveTextContent('Choose a metric.')
    await expect(summary).toHaveTextContent('Enter the definition.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
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

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }
