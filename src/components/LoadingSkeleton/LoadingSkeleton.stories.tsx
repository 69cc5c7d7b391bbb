import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { countControl, textControl } from '../testing/story-controls.ts'
import { LoadingSkeleton } from './LoadingSkeleton.tsx'

const meta = {
  title: 'Components/LoadingSkeleton',
  component: LoadingSkeleton,
  argTypes: {
    charts: countControl('Chart placeholders (5: the named metrics)'),
    figures: countControl('Percentage placeholders'),
    label: textControl('What screen readers hear while it loads'),
  },
} satisfies Meta<typeof LoadingSkeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Loading the dashboard…')
  },
}

export const ManyCharts: Story = { args: { charts: 7, figures: 3 } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
