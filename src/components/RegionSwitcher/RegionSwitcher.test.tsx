import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import * as stories from './RegionSwitcher.stories.tsx'

const { Closed, NoneSignedIn } = composeStories(stories)

describe('RegionSwitcher', () => {
  it('lists every configured region with its sign-in state in text, not colour alone', async () => {
    const screen = await render(<Closed />)
    await screen.getByRole('button', { name: /Region: United States/ }).click()
    const list = screen.getByRole('list', { name: 'Regions' })
    await expect.element(list).toBeVisible()
    expect(list.getByRole('button').all()).toHaveLength(4)
    await expect.element(screen.getByTestId('region-us')).toMatchTextContent('Signed in')
    await expect.element(screen.getByTestId('region-eu')).toMatchTextContent('Not signed in')
    expect(
      screen.getByTestId('region-us').element().querySelector('svg[data-icon="check"]'),
    ).not.toBeNull()
  })

  it('calls onSelect with the region id and closes', async () => {
    const onSelect = fn()
    const screen = await render(<Closed onSelect={onSelect} />)
    await screen.getByRole('button', { name: /Region:/ }).click()
    await screen.getByTestId('region-ca').click()
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('ca')
    await expect
      .element(screen.getByRole('list', { name: 'Regions', includeHidden: true }))
      .not.toBeVisible()
  })

  it('asks to choose when no region is current', async () => {
    const screen = await render(<NoneSignedIn />)
    await expect.element(screen.getByRole('button', { name: /Region: choose/ })).toBeVisible()
  })
})
