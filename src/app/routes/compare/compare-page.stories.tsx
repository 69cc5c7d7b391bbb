import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { REGION_IDS, type RegionId } from '../../../domain/regions/regions.ts'
import { signedInTo } from '../../../mocks/region-variants.ts'
import { countedInfo, countedNothingInfo, TIED_INFOS } from '../../../mocks/story-fixtures.ts'
import { handlerVariants } from '../../../mocks/variants.ts'
import type { AppAt } from '../../testing/app-at.tsx'
import { answering, figureSays, PAGE_MS, pageStory } from '../../testing/app-at.tsx'
// The page's lazy chunk, loaded with the story file rather than on the first render.
import './compare-page.tsx'

/**
 * The comparison as the app renders it: its real queries against the MSW handlers, signed in to
 * the regions each story names (signedInTo). Theme, language and print come from the toolbar;
 * the Dark, Arabic and Print stories set them as globals.
 */
const meta = { title: 'Pages/Compare', ...pageStory('/compare') } satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

/** United States (healthy data), Canada (small groups withheld) and Europe (counts missing). */
const THREE: readonly RegionId[] = ['us', 'ca', 'eu']

/** The figure of a metric, once the page has drawn it. */
async function figure(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) {
  return within(await canvas.findByRole('figure', { name }, { timeout: PAGE_MS }))
}

export const OneRegion: Story = {
  ...answering(signedInTo(['us'])),
  play: figureSays(
    'Pipelines with women',
    'Pipelines with women: 55% in United States, the only region with a value.',
  ),
}

export const ThreeRegions: Story = {
  ...answering(signedInTo(THREE)),
  play: async ({ canvas }) => {
    const leaders = await figure(canvas, 'Pipelines with leaders')
    await waitFor(() => expect(leaders.getByTestId('compare-row-us')).toHaveTextContent('29%'))
    // Each region's figures arrive on their own: Europe's missing count is said once they have.
    await waitFor(() =>
      expect(leaders.getByTestId('compare-not-reported')).toHaveTextContent(
        'Not reported by Europe',
      ),
    )
  },
}

/** All eight regions signed in; Europe's counts are missing (named once), seven rows. */
export const EightRegions: Story = {
  ...answering(signedInTo(REGION_IDS)),
  play: async ({ canvas }) => {
    const leaders = await figure(canvas, 'Pipelines with leaders')
    await waitFor(() => expect(leaders.getAllByRole('listitem')).toHaveLength(7))
    await expect(leaders.getByTestId('compare-not-reported')).toHaveTextContent(
      'Not reported by Europe',
    )
  },
}

/** 40 of 100, 10 of 25 and 2 of 5 all show 40 %: tied, said as tied; two regions not signed in. */
export const Ties: Story = {
  ...answering(
    signedInTo(
      TIED_INFOS.map((info) => info.region),
      { offered: [...TIED_INFOS.map((info) => info.region), 'ca', 'gov'], infos: TIED_INFOS },
    ),
  ),
  play: async ({ canvas }) => {
    const leaders = await figure(canvas, 'Pipelines with leaders')
    await waitFor(() =>
      expect(leaders.getByTestId('compare-row-phx')).toHaveTextContent(
        'Phoenix (PHX)40% (2 of 5; 95% interval 11%–77%) · tied',
      ),
    )
    await expect(leaders.getByRole('link', { name: 'Sign in to 2 more regions' })).toBeVisible()
  },
}

/** Canada's pipelines with leaders are withheld (a small group): said so, never a count or 0 %. */
export const WithheldMetric: Story = {
  ...answering(signedInTo(['us', 'ca'], { infos: [countedInfo('ca', 'withheld', [3, 4], 50)] })),
  play: async ({ canvas }) => {
    const leaders = await figure(canvas, 'Pipelines with leaders')
    await waitFor(() =>
      expect(leaders.getByTestId('compare-row-ca')).toHaveTextContent(/Hidden to protect privacy/),
    )
    await expect(leaders.getByTestId('compare-row-ca')).not.toHaveTextContent(/\d+%/)
  },
}

/** The regions' data never arrive: each region's line says it is loading. */
export const Loading: Story = {
  ...answering(handlerVariants.loading, signedInTo(THREE)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('compared-region-ca', {}, { timeout: PAGE_MS }),
    ).toHaveTextContent('Loading…')
  },
}

/** The Talent Platform answers with an error: each region says so, the page stays. */
export const UpstreamError: Story = {
  ...answering(handlerVariants.error, signedInTo(['us', 'ca'])),
  play: async ({ canvas }) => {
    const us = await canvas.findByTestId('compared-region-us', {}, { timeout: PAGE_MS })
    // A failed read is retried once before the region says so.
    await waitFor(() => expect(us).toHaveTextContent(/answered with an error/), {
      timeout: PAGE_MS,
    })
  },
}

export const Dark: Story = { ...ThreeRegions, globals: { theme: 'dark' } }

/** Right to left, in Arabic: the regions' names and figures are the catalog's. */
export const Arabic: Story = {
  ...answering(signedInTo(THREE)),
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'مقارنة المناطق' },
        { timeout: PAGE_MS },
      ),
    ).toBeVisible()
  },
}

/** As print media shows it: the report's title block opens it, the controls are gone. */
export const Print: Story = {
  ...answering(signedInTo(THREE)),
  globals: { media: 'print' },
  play: async ({ canvas }) => {
    const title = await canvas.findByTestId('print-title', {}, { timeout: PAGE_MS })
    await waitFor(() => expect(title).toBeVisible())
    await expect(title).toHaveTextContent('Region comparison report')
    await expect(canvas.getByTestId('print-footer')).toHaveTextContent('Confidential')
    // On paper the controls are not drawn: in the page, out of the accessibility tree.
    await expect(canvas.getByText('View as table')).not.toBeVisible()
  },
}

export const PrintDark: Story = { ...Print, globals: { media: 'print', theme: 'dark' } }

/**
 * On paper (the PDF a reader saves), a region that counted nothing reads "No data" for both
 * percentage figures, never 0 % (issue 34), and is left out of the pool with why.
 */
export const PrintNoData: Story = {
  ...answering(signedInTo(['us', 'ca', 'ap'], { infos: [countedNothingInfo('ap')] })),
  globals: { media: 'print' },
  play: async ({ canvas }) => {
    for (const name of ['Gender diversity', 'Ethnic diversity']) {
      const row = (await figure(canvas, name)).getByTestId('compare-row-ap')
      await waitFor(() => expect(row).toHaveTextContent('Asia PacificNo data'))
      await expect(row).toBeVisible()
      await expect(row).not.toHaveTextContent(/\d/)
    }
    const women = await figure(canvas, 'Pipelines with women')
    await waitFor(() =>
      expect(women.getByTestId('compare-pooled')).toHaveTextContent(
        /^2 of 3 signed-in regions together: .* Left out: Asia Pacific \(no data\)\./,
      ),
    )
  },
}

export const PrintArabic: Story = {
  ...answering(signedInTo(THREE)),
  globals: { media: 'print', locale: 'ar' },
  play: async ({ canvas }) => {
    const title = await canvas.findByTestId('print-title', {}, { timeout: PAGE_MS })
    await waitFor(() => expect(title).toBeVisible())
  },
}
