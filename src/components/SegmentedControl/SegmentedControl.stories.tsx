import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { choiceControl, valueControls } from '../testing/story-controls.ts'
import { controlled } from '../testing/story-decorators.tsx'
import { SegmentedControl } from './SegmentedControl.tsx'

const PERIODS = [
  { value: '3m', label: '3 months' },
  { value: '6m', label: '6 months' },
  { value: '12m', label: '12 months' },
  { value: 'all', label: 'All' },
]

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: { legend: 'Period', options: PERIODS, value: '12m', onChange: fn() },
  argTypes: valueControls(
    choiceControl(
      PERIODS.map((period) => period.value),
      'The choice made',
    ),
  ),
} satisfies Meta<typeof SegmentedControl>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }

/** Controlled by a parent, as in the app: the arrow keys move the choice. */
export const KeyboardChoice: Story = {
  render: controlled(SegmentedControl<string>, '12m'),
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: '12 months' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked()
  },
}
