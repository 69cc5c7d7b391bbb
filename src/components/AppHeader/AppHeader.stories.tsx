import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, fn } from 'storybook/test'
import type { RegionId } from '../../domain/regions/regions.ts'
import { DEMO_EMAIL, regionsFixture } from '../../mocks/fixtures.ts'
import { RegionSwitcher } from '../RegionSwitcher/RegionSwitcher.tsx'
import {
  flagControl,
  languageControl,
  themeChoiceControl,
  textControl,
} from '../testing/story-controls.ts'
import { atWidth } from '../testing/story-decorators.tsx'
import { AccountControls, type AccountControlsProps } from './AccountControls.tsx'
import { AppHeader } from './AppHeader.tsx'

const regions = regionsFixture(new Set<RegionId>(['us', 'eu'])).regions

/** The header's props, and for a signed-in header (with `email`) its account's controls. */
type HeaderArgs = ComponentProps<typeof AppHeader> & Omit<AccountControlsProps, 'email'>

/** The header as a signed-in page composes it: the account's controls in its `account` slot. */
function Header({ regionLabel, onSignOut, onSignOutAll, signingOut, ...header }: HeaderArgs) {
  const account =
    header.email === undefined ? undefined : (
      <AccountControls
        email={header.email}
        regionLabel={regionLabel}
        onSignOut={onSignOut}
        onSignOutAll={onSignOutAll}
        signingOut={signingOut}
      />
    )
  return <AppHeader {...header} account={account} />
}

const meta = {
  title: 'Components/AppHeader',
  component: Header,
  args: {
    email: DEMO_EMAIL,
    regionLabel: 'United States',
    theme: 'system',
    onThemeChange: fn(),
    language: 'en',
    onLanguageChange: fn(),
    onSignOut: fn(),
    onSignOutAll: fn(),
    regionSwitcher: <RegionSwitcher regions={regions} current="us" onSelect={fn()} />,
    links: <a href="#glossary">Glossary</a>,
  },
  argTypes: {
    email: textControl('Signed in as (empty: signed out)'),
    regionLabel: textControl('The region on screen'),
    theme: themeChoiceControl,
    language: languageControl,
    signingOut: flagControl('A sign-out is on its way'),
  },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent(/Signed in as demo@example.com/)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of United States' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all regions' }))
    await expect(args.onSignOutAll).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }))
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark')
  },
}

export const SignedOut: Story = {
  args: { email: undefined, regionSwitcher: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Sign out/ })).toBeNull()
  },
}

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const menu = canvasElement.querySelector('summary')
    if (menu) await userEvent.click(menu)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of United States' }))
    await expect(args.onSignOut).not.toHaveBeenCalled()
  },
}

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus()
  },
}

/** The region's name is whole: no part of the switcher's label is cut to an ellipsis. */
function regionFits(canvasElement: HTMLElement): boolean {
  const toggle = canvasElement.querySelector('.region-switcher__toggle')
  if (toggle === null) return false
  return [toggle, ...toggle.querySelectorAll('*')].every(
    (element) => element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth,
  )
}

/**
 * At 1024 CSS pixels: one row with the region whole and the glossary inline; signed in, the theme
 * and the language wait in the menu under the e-mail (up to 1440 px there is no room for them in the row).
 */
export const Wide: Story = {
  decorators: [atWidth(1024)],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const banner = canvas.getByRole('banner')
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64)
    await expect(regionFits(canvasElement)).toBe(true)
    await expect(canvas.getByRole('link', { name: 'Glossary' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Theme' })).not.toBeVisible()
    await userEvent.click(canvas.getByText('demo@example.com', { selector: 'summary span' }))
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible()
  },
}

/** From 1440 CSS pixels: the language and the theme sit in the row too. */
export const Widest: Story = {
  decorators: [atWidth(1440)],
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole('banner')
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64)
    await expect(regionFits(canvasElement)).toBe(true)
    await expect(canvas.getByRole('link', { name: 'Glossary' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible()
  },
}

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } }

export const Arabic: Story = { globals: { locale: 'ar' } }

/** At 320 CSS pixels: one compact row (region and menu), nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [atWidth(320)],
  play: async ({ canvas, userEvent }) => {
    const banner = canvas.getByRole('banner')
    await expect(banner.scrollWidth).toBeLessThanOrEqual(320)
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64)
    // The glossary and the theme wait in the menu.
    await expect(canvas.getByRole('link', { name: 'Glossary' })).not.toBeVisible()
    await userEvent.click(canvas.getByText('Menu'))
    await expect(canvas.getByRole('link', { name: 'Glossary' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Theme' })).toBeVisible()
  },
}
