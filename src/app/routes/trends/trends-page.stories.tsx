import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { annotationVariants } from '../../../mocks/annotation-variants.ts'
import { historyVariants } from '../../../mocks/history-handlers.ts'
import type { AppAt } from '../../testing/app-at.tsx'
import { answering, busySays, figureSays, PAGE_MS, pageStory } from '../../testing/app-at.tsx'
// The page's lazy chunk, loaded with the story file rather than on the first render.
import './trends-page.tsx'

/**
 * The trend view as the app renders it: its real data layer against the MSW handlers, each story
 * overriding only the history answer its state needs.
 */
const meta = {
  title: 'Pages/Trends',
  ...pageStory('/regions/us/trends'),
} satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: figureSays(
    'Pipelines with women',
    'Pipelines with women rose from 45% to 55% (7-day means at each end: 451 → 549 of 1,000 pipelines) over 12 months: a steady rise.',
  ),
}

export const Loading: Story = {
  ...answering(historyVariants.loading),
  play: busySays('Loading the history of United States…'),
}

export const EmptyHistory: Story = {
  ...answering(historyVariants.empty),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/No history yet for this region/, {}, { timeout: PAGE_MS }),
    ).toBeVisible()
  },
}

export const Demo: Story = {
  ...answering(historyVariants.demo),
  play: async ({ canvas }) => {
    await expect(
      (await canvas.findAllByTestId('demo-badge', {}, { timeout: PAGE_MS }))[0],
    ).toHaveTextContent('Demo data')
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

/** The region's events of the period, under the chart, oldest first. */
export const WithEvents: Story = {
  ...answering(annotationVariants.events),
  play: async ({ canvas }) => {
    const list = await canvas.findByTestId('event-list', {}, { timeout: PAGE_MS })
    await expect(list).toHaveTextContent('Reorganisation of the regions (all regions)')
    await expect(list).toHaveTextContent('Leadership programme started')
    await expect(list.querySelectorAll('li')).toHaveLength(2)
  },
}

/** Events that cannot be read leave the chart as it is, without a list. */
export const EventsUnavailable: Story = {
  ...answering(annotationVariants.eventsError),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name: 'Pipelines with women' }, { timeout: PAGE_MS }),
    ).toBeVisible()
    await expect(canvas.queryByTestId('event-list')).toBeNull()
  },
}

/** Administrators see the change log under the events. */
export const ChangeLogForAdministrators: Story = {
  ...answering(annotationVariants.auditLog),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('table', { name: 'Change log' }, { timeout: PAGE_MS })
    // An event is named by its title, as its form names it (issue 35), not by its stored id.
    await expect(log).toHaveTextContent('Event · Leadership programme started')
    await expect(log).toHaveTextContent('Title: Leadership programme started')
  },
}

/**
 * An administrator (the demo user, as in demo mode) adds an event with the keyboard: it is listed
 * under the chart and in the change log at once, against the mock BFF's state.
 */
export const AdministratorAddsAnEvent: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Add an event' }, { timeout: PAGE_MS })
    const today = new Date().toISOString().slice(0, 10)
    await userEvent.type(within(form).getByLabelText('Date'), today)
    await userEvent.type(
      within(form).getByLabelText('Title (at most 80 characters)'),
      'Mentoring launched{Enter}',
    )
    await waitFor(
      () => expect(canvas.getByTestId('event-list')).toHaveTextContent('Mentoring launched'),
      { timeout: PAGE_MS },
    )
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'Change log' })).toHaveTextContent(
        'Title: Mentoring launched',
      ),
    )
  },
}

/** Everyone else reads the events and has neither forms nor a change log. */
export const ReaderWithoutEditMode: Story = {
  ...answering(annotationVariants.events),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('event-list', {}, { timeout: PAGE_MS })).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Add an event' })).toBeNull()
    await expect(canvas.queryByRole('form', { name: 'Set a target' })).toBeNull()
    await expect(canvas.queryByTestId('audit-log')).toBeNull()
  },
}

/**
 * An administrator sets a target and deletes it again, with the keyboard: the chart draws it and
 * says the pace, then neither; the change log lists both changes.
 */
export const AdministratorSetsAndDeletesATarget: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Set a target' }, { timeout: PAGE_MS })
    await userEvent.selectOptions(within(form).getByLabelText('Metric'), 'pipelinesWithWomen')
    await userEvent.type(within(form).getByLabelText('Target share of yes (%)'), '70')
    await userEvent.type(within(form).getByLabelText('Target date'), '2030-12-31{Enter}')
    const chart = () => canvas.getByRole('figure', { name: 'Pipelines with women' })
    await waitFor(
      () =>
        expect(within(chart()).getByTestId('trend-pace')).toHaveTextContent(
          /^(On|Behind) pace: at this pace .* by December 2030, target \d+%\.$/,
        ),
      { timeout: PAGE_MS },
    )
    await expect(within(chart()).getByTestId('trend-chart-summary')).toHaveTextContent(
      'The dashed line is the target: 70% by Dec 2030.',
    )
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the target of Pipelines with women' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await expect(await canvas.findByText('Deleted.', {}, { timeout: PAGE_MS })).toBeVisible()
    await waitFor(() => expect(within(chart()).queryByTestId('trend-pace')).toBeNull())
    const log = canvas.getByRole('table', { name: 'Change log' })
    await waitFor(() => expect(log.querySelectorAll('tbody tr')).toHaveLength(2))
  },
}
