import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { themeChoiceControl, valueControls } from '../testing/story-controls.ts'
import { controlled } from '../testing/story-decorators.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onChange: fn() },
  argTypes: valueControls(themeChoiceControl),
} satisfies Meta<typeof ThemeSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const System: Story = {}

export const Light: Story = { args: { value: 'light' } }

export const Dark: Story = { args: { value: 'dark' }, globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }

/** Controlled by a parent, as in the app: arrow keys change the theme. */
export const KeyboardSwitching: Story = {
  render: controlled(ThemeSwitch, 'light'),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('dark')
  },
}
