import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FIXED_NOW, MIN_GROUP_SIZE, organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { DashboardGrid } from '../DashboardGrid/DashboardGrid.tsx'
import { countControl, flagControl, localeControl, textControl } from '../testing/story-controls.ts'
import { PrintReport } from './PrintReport.tsx'

/**
 * The printed report (decision 0194) as print media shows it: the toolbar's Media is set to
 * Print in these stories, so the document's print rules apply on a sheet of A4 landscape. The
 * browser's print preview still judges page breaks and the page numbers in the margin.
 */
const meta = {
  title: 'Components/PrintReport',
  component: PrintReport,
  args: {
    organizationName: 'Acme Corp',
    title: 'Dashboard report',
    regions: ['United States', 'Canada'],
    asOf: new Date('2026-11-21T10:00:00.000Z'),
    period: 'Period: 12 months',
    demo: false,
    minGroupSize: MIN_GROUP_SIZE,
    locale: 'en-US',
    children: (
      <DashboardGrid
        info={organizationInfoFixtures.suppressed}
        regionLabel="Canada"
        now={FIXED_NOW}
        locale="en-US"
        timeZone="UTC"
        onRefresh={fn()}
      />
    ),
  },
  argTypes: {
    organizationName: textControl('ORGANIZATION_NAME'),
    title: textControl('What the document is'),
    period: textControl('The period the figures cover'),
    demo: flagControl('Demo data: marked in the title block and the footer'),
    minGroupSize: countControl('MIN_GROUP_SIZE (0: small groups are shown)'),
    locale: localeControl,
    children: { control: false },
  },
  globals: { media: 'print' },
  // The organization's name, the title and the period are what the server and the view pass in.
  parameters: { textIsData: true },
} satisfies Meta<typeof PrintReport>

export default meta
type Story = StoryObj<typeof meta>

/** The title block opens the document, the footer closes it; the screen's buttons are gone. */
export const OnPaper: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByTestId('print-title')
    await expect(title).toBeVisible()
    await expect(title).toHaveTextContent('Acme Corp')
    await expect(title).toHaveTextContent('United States and Canada')
    // The footer is printed by the page's bottom margin boxes, from the root's --pr-footer.
    await expect(canvas.getByTestId('print-footer')).not.toBeVisible()
    await expect(document.documentElement.style.getPropertyValue('--pr-footer')).toContain(
      'Groups of fewer than 5 are hidden to protect privacy.',
    )
    await expect(canvas.getByText('Refresh')).not.toBeVisible()
  },
}

/** In demo mode the title block and every page's footer say "Demo data". */
export const DemoData: Story = {
  args: { demo: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('print-title')).toHaveTextContent('Demo data')
    await expect(canvas.getByTestId('print-footer')).toHaveTextContent('Demo data')
  },
}

export const SmallGroupsShown: Story = {
  args: { minGroupSize: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('print-footer')).toHaveTextContent(
      'Small groups are not hidden.',
    )
  },
}

/** On screen the report is its content alone: the title block and the footer are paper's. */
export const OnScreen: Story = {
  globals: { media: 'screen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('print-title')).not.toBeVisible()
    await expect(canvas.getByTestId('print-footer')).not.toBeVisible()
    await expect(canvas.getByText('Refresh')).toBeVisible()
  },
}

/** Paper is light whatever the screen's theme (global.css forces the light colour scheme). */
export const Dark: Story = {
  globals: { media: 'print', theme: 'dark' },
  play: async ({ canvas }) => {
    const paper = canvas.getByTestId('print-preview')
    await expect(getComputedStyle(paper).colorScheme).toBe('light')
  },
}

export const Arabic: Story = { globals: { media: 'print', locale: 'ar' } }
