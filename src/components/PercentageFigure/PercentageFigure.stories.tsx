import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PercentageFigure } from './PercentageFigure.tsx'

const meta = {
  title: 'Components/PercentageFigure',
  component: PercentageFigure,
  args: {
    percentage: { key: 'genderDiversity', label: 'Gender diversity', value: 41.5 },
    locale: 'en-US',
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PercentageFigure>

export default meta
type Story = StoryObj<typeof meta>

export const GenderDiversity: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Gender diversity' })
    await expect(figure).toHaveAccessibleDescription('Gender diversity: 41.5%.')
  },
}

export const EthnicDiversity: Story = {
  args: { percentage: { key: 'ethnicDiversity', label: 'Ethnic diversity', value: 27.25 } },
}

export const WholeNumber: Story = { args: { decimals: 0 } }

export const Zero: Story = { args: { percentage: { key: 'x', label: 'Age diversity', value: 0 } } }

export const OutOfRange: Story = {
  args: { percentage: { key: 'x', label: 'Reported above 100', value: 104.2 } },
}

export const GermanLocale: Story = { args: { locale: 'de-DE' } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
