import { i18n } from '@lingui/core'
import { composeStories } from '@storybook/react-vite'
import { describe, expect, it } from 'vitest'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import { render } from '../testing/render.tsx'
import { organizationInfoCsv } from './csv.ts'
import * as stories from './DashboardGrid.stories.tsx'

const { OrganizationDefinitions } = composeStories(stories)
const OWN = '=Pipelines with a <i>named</i> leader, per HR policy 12.'
const wording = (metric: string) => (metric === 'pipelinesWithLeaders' ? OWN : undefined)

describe('the organization’s own definitions', () => {
  it('replace the built-in definition on their card and in print, as text, not markup', async () => {
    const screen = await render(<OrganizationDefinitions />)
    const card = screen.getByTestId('card-pipelinesWithLeaders').getByTestId('card-definition')
    expect(card.element().textContent).toContain(OWN)
    expect(card.element().querySelector('i')).toBeNull()
    const print = document.querySelector('.dg__print-definitions')
    expect(print?.textContent).toContain(OWN)
    expect(print?.textContent).toContain('Superstars')
  })

  it('go into the CSV, with the formula neutralised', () => {
    const csv = organizationInfoCsv(i18n, organizationInfoFixtures.healthy, {
      regionLabel: 'United States',
      wording,
    })
    const leaders = csv.split('\r\n').find((line) => line.includes(',pipelinesWithLeaders,'))
    // Quoted (it holds a comma), with the apostrophe that keeps a spreadsheet from running it;
    // the methodology address, not given here, is the empty last cell.
    expect(leaders?.endsWith(`,"'${OWN}",`)).toBe(true)
    const superstar = csv.split('\r\n').find((line) => line.includes(',superstar,'))
    expect(superstar).not.toContain(OWN)
  })
})
