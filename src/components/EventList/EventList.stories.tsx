import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { TrendEvent } from '../../domain/annotations/annotations.ts'
import { localeControl } from '../testing/story-controls.ts'
import { EventList } from './EventList.tsx'

const EVENTS: TrendEvent[] = [
  {
    id: 'e1',
    region: null,
    date: '2026-01-15',
    title: 'Reorganisation of the regions',
    note: null,
    version: 1,
  },
  {
    id: 'e2',
    region: 'us',
    date: '2026-03-02',
    title: '<b>Leadership</b> programme started',
    note: '=Every director takes part.',
    version: 2,
  },
]

const meta = {
  title: 'Components/EventList',
  component: EventList,
  args: { events: EVENTS, locale: 'en-US' },
  argTypes: { locale: localeControl },
} satisfies Meta<typeof EventList>

export default meta
type Story = StoryObj<typeof meta>

/** Oldest first, with their dates; what an administrator typed stays text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvas.getByTestId('event-list'))
    await expect(list.getByRole('heading', { name: 'Events' })).toBeVisible()
    const items = list.getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent(
      'Jan 15, 2026 Reorganisation of the regions (all regions)',
    )
    await expect(items[1]).toHaveTextContent('<b>Leadership</b> programme started')
    await expect(items[1]).toHaveTextContent('=Every director takes part.')
    await expect(canvasElement.querySelector('.event-list__items b')).toBeNull()
  },
}

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events recorded in this period.')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }
