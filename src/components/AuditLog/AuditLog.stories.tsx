import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { AuditEntry } from '../../domain/annotations/annotations.ts'
import { dateControls } from '../testing/story-controls.ts'
import { AuditLog } from './AuditLog.tsx'

const ENTRIES: AuditEntry[] = [
  {
    id: '3',
    at: '2026-11-24T09:45:00.000Z',
    email: 'demo@example.com',
    region: 'us',
    kind: 'event',
    subject: 'e1',
    before: null,
    after: {
      id: 'e1',
      region: 'us',
      date: '2026-03-02',
      title: '<b>Launch</b>',
      note: null,
      version: 1,
    },
  },
  {
    id: '2',
    at: '2026-11-24T09:40:00.000Z',
    email: 'demo@example.com',
    region: 'us',
    kind: 'target',
    subject: 'pipelinesWithLeaders',
    before: {
      metric: 'pipelinesWithLeaders',
      yesShare: 40,
      targetDate: '2027-12-31',
      startDate: null,
      version: 1,
    },
    after: {
      metric: 'pipelinesWithLeaders',
      yesShare: 42,
      targetDate: '2027-12-31',
      startDate: null,
      version: 2,
    },
  },
  {
    id: '1',
    at: '2026-11-24T09:30:00.000Z',
    email: 'hr@example.com',
    region: null,
    kind: 'definition',
    subject: 'superstar/fr',
    before: { metric: 'superstar', language: 'fr', text: 'Nos talents', version: 1 },
    after: null,
  },
]

const meta = {
  title: 'Components/AuditLog',
  component: AuditLog,
  args: { entries: ENTRIES, locale: 'en-US', timeZone: 'UTC' },
  argTypes: dateControls,
  // The change log shows each change's stored fields and values as recorded.
  parameters: { textIsData: true },
} satisfies Meta<typeof AuditLog>

export default meta
type Story = StoryObj<typeof meta>

/** Newest first: who changed what, the row before and after; typed text stays text. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = within(canvas.getByRole('table', { name: 'Change log' }))
    const rows = table.getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(rows[1]).toHaveTextContent('Nov 24, 2026, 9:45 AM')
    await expect(rows[1]).toHaveTextContent('Title: <b>Launch</b>')
    // The forms' labels and whole values, never the stored keys (issue 35).
    await expect(rows[2]).toHaveTextContent('Target · Pipelines with leaders')
    await expect(rows[2]).toHaveTextContent('Metric: Pipelines with leaders')
    await expect(rows[2]).toHaveTextContent('Target share of yes (%): 40%')
    await expect(rows[2]).toHaveTextContent('Target share of yes (%): 42%')
    await expect(rows[2]).not.toHaveTextContent('pipelinesWithLeaders')
    await expect(rows[3]).toHaveTextContent('hr@example.com')
    await expect(canvasElement.querySelector('tbody b')).toBeNull()
  },
}

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes yet.')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Rtl: Story = { globals: { dir: 'rtl' } }

/** The fields are named in the reader's language (French: a no-break space before the colon). */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Journal des modifications' }))
    const rows = table.getAllByRole('row')
    // Read raw: the matcher would fold the no-break space into a plain one.
    await expect(rows[1]?.textContent).toContain('Titre\u00a0: <b>Launch</b>')
    await expect(rows[2]?.textContent).toMatch(/Part de oui visée \(en\s%\)\u00a0: 40\s%/)
  },
}
