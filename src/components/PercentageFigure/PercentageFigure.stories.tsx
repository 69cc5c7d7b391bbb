import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { decimalsControl, fixtureControl, localeControl } from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import type { PercentageItem } from '../../domain/metrics/percentage-figures.ts'
import { PercentageFigure } from './PercentageFigure.tsx'

const PERCENTAGES = {
  'Gender diversity 41.5': {
    key: 'genderDiversity',
    label: 'Gender diversity',
    value: 41.5,
    status: 'ok',
  },
  'Ethnic diversity 27.25': {
    key: 'ethnicDiversity',
    label: 'Ethnic diversity',
    value: 27.25,
    status: 'ok',
  },
  'Age diversity 0': { key: 'x', label: 'Age diversity', value: 0, status: 'ok' },
  'Reported above 100': { key: 'x', label: 'Reported above 100', value: 104.2, status: 'ok' },
  'Gender diversity of a region that counted nothing': {
    key: 'genderDiversity',
    label: 'Gender diversity',
    value: null,
    status: 'no_data',
  },
} as const satisfies Record<string, PercentageItem>

const meta = {
  title: 'Components/PercentageFigure',
  component: PercentageFigure,
  args: { percentage: PERCENTAGES['Gender diversity 41.5'], locale: 'en-US' },
  argTypes: {
    percentage: fixtureControl(PERCENTAGES, 'The figure (a fixture)'),
    decimals: decimalsControl,
    locale: localeControl,
  },
  decorators: [frame({ maxInlineSize: '18rem' })],
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
  args: { percentage: PERCENTAGES['Ethnic diversity 27.25'] },
}

export const WholeNumber: Story = { args: { decimals: 0 } }

export const Zero: Story = { args: { percentage: PERCENTAGES['Age diversity 0'] } }

export const OutOfRange: Story = { args: { percentage: PERCENTAGES['Reported above 100'] } }

/** A region that counted nothing (a new tenant): its platform's 0 reads "No data", never 0 %. */
export const NoData: Story = {
  args: { percentage: PERCENTAGES['Gender diversity of a region that counted nothing'] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Gender diversity' })
    await expect(figure).toHaveAccessibleDescription('Gender diversity: No data.')
  },
}

export const GermanLocale: Story = { args: { locale: 'de-DE' } }

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }
