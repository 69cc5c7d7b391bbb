import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import * as stories from './AppHeader.stories.tsx'

const { SignedIn, SignedOut } = composeStories(stories)

describe('AppHeader', () => {
  it('shows the product, the e-mail, the region slot and both sign-out actions', async () => {
    const onSignOut = fn()
    const onSignOutAll = fn()
    const screen = await render(<SignedIn onSignOut={onSignOut} onSignOutAll={onSignOutAll} />)
    await expect.element(screen.getByText('Pipeline Diversity Dashboard')).toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: /Region: United States/ }))
      .toBeVisible()
    // The account sits in a menu: closed, its actions are out of reach; opened, they work.
    expect(screen.getByRole('button', { name: 'Sign out of United States' }).query()).toBeNull()
    screen.container.querySelector<HTMLElement>('summary')?.click()
    await screen.getByRole('button', { name: 'Sign out of United States' }).click()
    await screen.getByRole('button', { name: 'Sign out of all regions' }).click()
    expect(onSignOut).toHaveBeenCalledOnce()
    expect(onSignOutAll).toHaveBeenCalledOnce()
  })

  it('offers a skip link to the main content', async () => {
    const screen = await render(<SignedOut mainId="content" />)
    await expect
      .element(screen.getByRole('link', { name: 'Skip to main content' }))
      .toHaveAttribute('href', '#content')
    await expect.element(screen.getByRole('group', { name: 'Account' })).not.toBeInTheDocument()
  })
})
