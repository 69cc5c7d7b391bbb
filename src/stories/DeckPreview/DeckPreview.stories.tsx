import { useLingui } from '@lingui/react/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { deckModel } from '../../domain/board-pack/deck-model.ts'
import { addDays } from '../../domain/history/history.ts'
import { organizationInfoFor } from '../../mocks/fixtures.ts'
import { historyFixture } from '../../mocks/history-fixtures.ts'
import { STORY_TARGET, STORY_TODAY, storyEvents } from '../../mocks/story-fixtures.ts'
import { DeckPreview } from './DeckPreview.tsx'

/**
 * The board deck's slides as its model says them (decision 0192): the summary, a slide per yes/no
 * metric, the comparison when several regions are signed in, and the definitions, each with the
 * region, as-of time, source, suppression rule and demo mark. The figures are the United States'
 * of the fixtures, each trend ending at its figure, with the stories' target and events. The
 * language is the toolbar's.
 */
interface DeckArgs {
  demo: boolean
  /** Europe signed in too: the deck has a comparison slide. */
  compare: boolean
  organizationName: string
}

/** The United States' figures, their year of history ending at them, their target and events. */
const history = historyFixture('us', { from: addDays(STORY_TODAY, -364), to: STORY_TODAY })

function Deck({ demo, compare, organizationName }: DeckArgs) {
  const { i18n } = useLingui()
  const us = { id: 'us' as const, info: organizationInfoFor('us') }
  const model = deckModel(i18n, {
    organizationName,
    region: us,
    history,
    period: { days: 365 },
    compared: compare ? [us, { id: 'ca', info: organizationInfoFor('ca') }] : [us],
    demo,
    minGroupSize: 5,
    locale: i18n.locale,
    timeZone: 'UTC',
    targets: [STORY_TARGET],
    events: storyEvents(),
  })
  return <DeckPreview model={model} locale={i18n.locale} />
}

const meta = {
  title: 'Components/DeckPreview',
  component: Deck,
  args: { demo: true, compare: true, organizationName: 'Acme Corp' },
  argTypes: {
    demo: { control: 'boolean', description: 'Demo data: every slide says so' },
    compare: { control: 'boolean', description: 'Several regions signed in: a comparison slide' },
    organizationName: { control: 'text', description: 'ORGANIZATION_NAME' },
  },
} satisfies Meta<typeof Deck>

export default meta
type Story = StoryObj<typeof meta>

export const Slides: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('slide-metric')).toHaveLength(5)
    await expect(canvas.getByTestId('slide-comparison')).toBeVisible()
    await expect(canvas.getByTestId('slide-events')).toBeVisible()
    await expect(canvas.getByTestId('slide-summary')).toHaveTextContent('Acme Corp')
    // Every slide says so: summary, five metrics, events, comparison and methodology.
    await expect(canvas.getAllByText('Demo data')).toHaveLength(9)
  },
}

export const OneRegionNoDemo: Story = {
  args: { demo: false, compare: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('slide-comparison')).toBeNull()
    await expect(canvas.queryByText('Demo data')).toBeNull()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.deck-preview')).toHaveAttribute('dir', 'rtl')
  },
}
