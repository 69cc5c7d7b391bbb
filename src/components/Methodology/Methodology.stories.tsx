import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Methodology } from './Methodology.tsx'

const meta = {
  title: 'Components/Methodology',
  component: Methodology,
} satisfies Meta<typeof Methodology>

export default meta
type Story = StoryObj<typeof meta>

/** The five questions, each a titled section a screen reader can jump to. */
export const Default: Story = {
  play: async ({ canvas }) => {
    for (const name of [
      'The band around a trend line',
      'What “a steady rise” means',
      'The pace towards a target',
      'Hidden groups',
      'Where the data come from, and when',
    ]) {
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    }
    await expect(canvas.getByText(/Wilson score interval/)).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
