import { fn } from 'storybook/test'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { render } from '../testing/render.tsx'
import '../../styles/tokens.css'
import { SegmentedControl } from './SegmentedControl.tsx'

const OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'value', label: 'Value' },
] as const

describe('SegmentedControl', () => {
  it('is a radio group named by its legend, reporting the chosen value', async () => {
    const onChange = fn()
    const screen = await render(
      <SegmentedControl
        legend="Sort regions by"
        options={OPTIONS}
        value="name"
        onChange={onChange}
      />,
    )
    await expect.element(screen.getByRole('group', { name: 'Sort regions by' })).toBeVisible()
    await expect.element(screen.getByRole('radio', { name: 'Name' })).toBeChecked()
    await screen.getByRole('radio', { name: 'Value' }).click()
    expect(onChange).toHaveBeenCalledWith('value')
  })

  it('moves the choice with the arrow keys, as native radios do', async () => {
    const onChange = fn()
    const screen = await render(
      <SegmentedControl
        legend="Sort regions by"
        options={OPTIONS}
        value="name"
        onChange={onChange}
      />,
    )
    ;(screen.getByRole('radio', { name: 'Name' }).element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onChange).toHaveBeenCalledWith('value')
  })
})
