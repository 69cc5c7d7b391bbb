import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import type { OrganizationInfo } from '../../../../domain/organization-info.ts'
import { EmbedMetrics } from './embed-metrics.tsx'

const info: OrganizationInfo = {
  region: 'eu',
  fetchedAt: '2026-11-21T10:00:00.000Z',
  distributions: [
    {
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: 1,
      noCount: 2,
      status: 'ok',
    },
    {
      key: 'superstar',
      label: 'Superstars',
      yesCount: null,
      noCount: null,
      status: 'suppressed',
      minGroupSize: 5,
    },
    {
      key: 'pipelinesWithWomen',
      label: 'Pipelines with women',
      yesCount: null,
      noCount: null,
      status: 'no_data',
    },
  ],
  percentages: [{ key: 'genderDiversity', label: 'Gender diversity', value: 41.5 }],
}

describe('EmbedMetrics', () => {
  it('shows yes and no shares that add up to 100, and why a metric has none', async () => {
    const screen = await render(
      <EmbedMetrics region="eu" info={info} locale="en-US" viewer={undefined} />,
    )
    const leaders = screen.getByRole('row', { name: /Pipelines with leaders/ })
    await expect.element(leaders).toMatchTextContent(/33%\s*67%/)
    await expect
      .element(screen.getByRole('row', { name: /Superstars/ }))
      .toMatchTextContent('Hidden: fewer than 5 in this group')
    await expect
      .element(screen.getByRole('row', { name: /Pipelines with women/ }))
      .toMatchTextContent('No data')
    await expect.element(screen.getByText('41.5%')).toBeVisible()
  })

  it('formats numbers and dates for the host locale', async () => {
    const screen = await render(
      <EmbedMetrics region="eu" info={info} locale="de-DE" viewer="emp-1" />,
    )
    await expect.element(screen.getByText(/41,5\s%/)).toBeVisible()
    await expect.element(screen.getByText(/21\.11\.2026/)).toBeVisible()
    await expect.element(screen.getByText(/Viewing as emp-1/)).toBeVisible()
  })
})
