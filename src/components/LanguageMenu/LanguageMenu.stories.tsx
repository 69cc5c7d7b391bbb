import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { flagControl, languageControl, valueControls } from '../testing/story-controls.ts'
import { controlled } from '../testing/story-decorators.tsx'
import { LanguageMenu } from './LanguageMenu.tsx'

const meta = {
  title: 'Components/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'en', onChange: fn() },
  argTypes: {
    ...valueControls(languageControl),
    pending: flagControl("The chosen language's catalog is loading"),
  },
} satisfies Meta<typeof LanguageMenu>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { args: { value: 'ar' }, globals: { locale: 'ar' } }

export const Pending: Story = { args: { value: 'de', pending: true } }

/** Controlled by a parent, as in the app: the keyboard picks a language by its own name. */
export const KeyboardChoice: Story = {
  render: controlled(LanguageMenu, 'en'),
  play: async ({ args, canvas, userEvent }) => {
    const menu = canvas.getByRole('combobox')
    await userEvent.selectOptions(menu, 'Deutsch')
    await expect(args.onChange).toHaveBeenCalledWith('de')
    await expect(menu).toHaveValue('de')
  },
}
