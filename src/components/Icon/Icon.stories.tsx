import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Icon, ICON_NAMES } from './Icon.tsx'
import { choiceControl } from '../testing/story-controls.ts'

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'lock' },
  argTypes: { name: choiceControl(ICON_NAMES, 'The icon') },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}

/** Every icon with its name; icons are decorative and always sit next to text. */
export const All: Story = {
  // The labels are the icons' code names, not words of the UI (the pseudo-locale check skips them).
  parameters: { textIsData: true },
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <Icon name={name} /> {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]')
    await expect(icons.length).toBe(ICON_NAMES.length)
  },
}

export const Dark: Story = { ...All, globals: { theme: 'dark' } }
