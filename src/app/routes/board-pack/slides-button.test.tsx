import { describe, expect, it, vi } from 'vitest'
import JSZip from 'jszip'
import { mockState, resetMockState } from '../../testing/msw.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { dashboardHeading } from '../../testing/sign-in-form.ts'

/** The first render of a page loads its chunk and data: on a busy machine this takes a while. */
const FIRST_RENDER = { timeout: 30_000 }

describe('Download slides (.pptx)', { timeout: 60_000 }, () => {
  it('saves the region’s deck, a slide per metric with its charts, named after the day', async () => {
    resetMockState({ signedIn: ['us'] })
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob)
      return 'blob:test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    const { screen } = await renderApp('/regions/us')
    await expect.element(dashboardHeading(screen, 'United States'), FIRST_RENDER).toBeVisible()
    await screen.getByRole('button', { name: 'Download slides (.pptx)' }).click()
    await expect
      .poll(() => clicked, FIRST_RENDER)
      .toEqual(['pipeline-diversity-us-2026-11-21.pptx'])
    const zip = await JSZip.loadAsync((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0))
    const slides = Object.keys(zip.files).filter((name) =>
      /^ppt\/slides\/slide\d+\.xml$/.test(name),
    )
    const charts = Object.keys(zip.files).filter((name) =>
      /^ppt\/charts\/chart\d+\.xml$/.test(name),
    )
    // Summary, five metrics, definitions; a line and a bar chart per metric.
    expect(slides).toHaveLength(7)
    expect(charts).toHaveLength(10)
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
  })

  it('draws a metric’s target in its trend chart and lists the events under it', async () => {
    resetMockState({ signedIn: ['us'] })
    const { targets, events } = mockState.annotations
    targets.set('us/pipelinesWithWomen', {
      metric: 'pipelinesWithWomen',
      yesShare: 70,
      targetDate: '2027-12-31',
      startDate: null,
      version: 1,
    })
    events.set('e1', {
      id: 'e1',
      region: 'us',
      date: '2026-09-14',
      title: 'Reorganization & <merger>',
      note: null,
      version: 1,
    })
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob)
      return 'blob:test'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { screen } = await renderApp('/regions/us')
    await expect.element(dashboardHeading(screen, 'United States'), FIRST_RENDER).toBeVisible()
    await screen.getByRole('button', { name: 'Download slides (.pptx)' }).click()
    await expect.poll(() => created.length, FIRST_RENDER).toBe(1)
    const zip = await JSZip.loadAsync((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0))
    const texts = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => /^ppt\/(slides\/slide|charts\/chart)\d+\.xml$/.test(name))
        .map(async (name) => (await zip.file(name)?.async('string')) ?? ''),
    )
    const all = texts.join('\n')
    // The target is a named series of the chart; the event is listed once, numbered, escaped.
    expect(all).toContain('Target 70% by Dec 2027')
    expect(all).toContain('1. Sep 14, 2026: \u2068Reorganization &amp; &lt;merger&gt;\u2069')
    expect(all).toMatch(/(On|Behind) pace: /)
  })
})
