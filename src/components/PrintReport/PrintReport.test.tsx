import { expect, it } from 'vitest'
import type { RenderResult } from 'vitest-browser-react'
import { render } from '../testing/render.tsx'
import { PrintReport, type PrintReportProps } from './PrintReport.tsx'

const props: Omit<PrintReportProps, 'children'> = {
  organizationName: 'Acme Corp',
  title: 'Dashboard report',
  regions: ['United States', 'Canada'],
  asOf: new Date('2026-11-21T10:00:00.000Z'),
  period: 'Period: 12 months',
  demo: true,
  minGroupSize: 5,
  locale: 'en-US',
}

/** The text of a part that exists on paper only (not displayed on screen, so read from the DOM). */
function paperText(screen: RenderResult, testId: string): string {
  const part = screen.container.querySelector(`[data-testid="${testId}"]`)
  if (!(part instanceof HTMLElement)) throw new Error(`no ${testId}`)
  expect(getComputedStyle(part).display).toBe('none')
  return part.textContent
}

it('shows only its content on screen; the title block and the footer are for paper', async () => {
  const screen = await render(
    <PrintReport {...props}>
      <p>The cards</p>
    </PrintReport>,
  )
  await expect.element(screen.getByText('The cards')).toBeVisible()
  const title = paperText(screen, 'print-title')
  for (const part of [
    'Acme Corp',
    'Dashboard report',
    'Demo data',
    'United States and Canada',
    'As of Nov 21, 2026',
    'Period: 12 months',
  ])
    expect(title).toContain(part)
  const footer = paperText(screen, 'print-footer')
  for (const part of [
    'Source: Talent Platform API, United States and Canada, retrieved Nov 21, 2026',
    'Confidential',
    'Groups of fewer than 5 are hidden to protect privacy.',
    'Demo data',
  ])
    expect(footer).toContain(part)
})

it('says so when small groups are shown, and has no demo mark outside demo mode', async () => {
  const screen = await render(
    <PrintReport {...props} demo={false} minGroupSize={0}>
      <p>The cards</p>
    </PrintReport>,
  )
  const footer = paperText(screen, 'print-footer')
  expect(footer).toContain('Small groups are not hidden.')
  expect(footer).not.toContain('Demo data')
  expect(paperText(screen, 'print-title')).not.toContain('Demo data')
})
