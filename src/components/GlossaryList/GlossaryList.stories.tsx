import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fixtureControl } from '../testing/story-controls.ts'
import { GlossaryList } from './GlossaryList.tsx'

const meta = {
  title: 'Components/GlossaryList',
  component: GlossaryList,
  argTypes: {
    wording: fixtureControl(
      {
        'Built-in only': () => undefined,
        'Our own for superstars': (metric: string) =>
          metric === 'superstar' ? 'Our top 5 % of performers, by the annual review.' : undefined,
      },
      "The organization's own definitions (shown before the built-in ones)",
    ),
  },
} satisfies Meta<typeof GlossaryList>

export default meta
type Story = StoryObj<typeof meta>

/** Every metric, then the terms; each entry is an anchor the cards and notes link to. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Metrics' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Terms' })).toBeVisible()
    const superstar = canvasElement.querySelector<HTMLElement>('#superstar')
    await expect(superstar).not.toBeNull()
    if (superstar) await expect(within(superstar).getByText('Superstars')).toBeVisible()
    // What "Gender diversity 41.5 %" is a share of, and why a group is hidden, with its threshold.
    await expect(canvasElement.querySelector('#genderDiversity')).toHaveTextContent(/share/i)
    await expect(canvasElement.querySelector('#hidden')).toHaveTextContent('minimum group size (5')
    await expect(canvasElement.querySelector('#pipeline')).toHaveTextContent('Pipeline')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }

/** The organization's own definitions first, as text (markup in them stays text), the built-in after. */
export const WithOrganizationDefinitions: Story = {
  // The organization's wording is data it typed, in whatever language it chose.
  parameters: { textIsData: true },
  args: {
    wording: (metric: string) =>
      metric === 'superstar'
        ? '<b>Our</b> top 5 % of performers, by the annual review.'
        : undefined,
  },
  play: async ({ canvasElement }) => {
    const superstar = canvasElement.querySelector<HTMLElement>('#superstar')
    const own = superstar === null ? [] : within(superstar).getAllByTestId('own-definition')
    await expect(own).toHaveLength(1)
    await expect(own[0]).toHaveTextContent(
      'Our definition: <b>Our</b> top 5 % of performers, by the annual review.',
    )
    await expect(own[0]?.querySelector('b')).toBeNull()
    // Other metrics keep their built-in definition alone.
    await expect(canvasElement.querySelectorAll('[data-testid="own-definition"]')).toHaveLength(1)
    await expect(superstar).toHaveTextContent(/Talent Platform/)
  },
}
