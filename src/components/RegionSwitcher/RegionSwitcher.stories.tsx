import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { REGION_IDS, type RegionId } from '../../domain/regions/regions.ts'
import { regionsFixture } from '../../mocks/fixtures.ts'
import { callbackControl, fixtureControl, choiceControl } from '../testing/story-controls.ts'
import { frame } from '../testing/story-decorators.tsx'
import { RegionSwitcher } from './RegionSwitcher.tsx'

const regions = regionsFixture(new Set<RegionId>(['us', 'ca'])).regions

const meta = {
  title: 'Components/RegionSwitcher',
  component: RegionSwitcher,
  args: { regions, current: 'us', onSelect: fn() },
  argTypes: {
    regions: fixtureControl(
      {
        'Signed in to United States and Canada': regions,
        'Signed in nowhere': regionsFixture().regions,
        'Signed in everywhere': regionsFixture(new Set(REGION_IDS)).regions,
      },
      'The regions offered, and where this browser is signed in',
    ),
    current: choiceControl(REGION_IDS, 'The region on screen'),
    onSelect: callbackControl,
  },
  decorators: [frame({ minBlockSize: '22rem' })],
} satisfies Meta<typeof RegionSwitcher>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Region: United States/ }))
    const current = canvas.getByTestId('region-us')
    await expect(current).toHaveAttribute('aria-current', 'true')
    await waitFor(() => expect(current).toHaveFocus())
    await expect(canvas.getByTestId('region-ca')).toHaveTextContent('CanadaSigned in')
    await expect(canvas.getByTestId('region-eu')).toHaveTextContent('EuropeNot signed in')
  },
}

/** Keyboard only: open, arrow to Europe, Enter; focus comes back to the button. */
export const SwitchWithKeyboard: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState<RegionId>('us')
    return (
      <RegionSwitcher
        {...args}
        current={current}
        onSelect={(region) => {
          setCurrent(region)
          args.onSelect(region)
        }}
      />
    )
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /Region:/ })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByTestId('region-us')).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByTestId('region-eu')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith('eu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(toggle).toHaveTextContent('Region: Europe')
  },
}

export const EscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /Region:/ })
    await userEvent.click(toggle)
    await userEvent.keyboard('{End}')
    await expect(canvas.getByTestId('region-ap')).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
    await expect(args.onSelect).not.toHaveBeenCalled()
  },
}

export const NoneSignedIn: Story = {
  args: { regions: regionsFixture().regions, current: undefined },
}

export const Dark: Story = { ...Open, globals: { theme: 'dark' } }

/** Open in Arabic: the list mirrors, the names are the catalog's. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /الولايات المتحدة/ }))
    await expect(canvas.getByTestId('region-us')).toBeVisible()
  },
}
