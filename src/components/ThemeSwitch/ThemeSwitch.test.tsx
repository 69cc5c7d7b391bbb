import { fn } from 'storybook/test'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import '../../styles/tokens.css'
import { applyTheme, isThemeChoice } from './theme.ts'
import { ThemeSwitch } from './ThemeSwitch.tsx'

describe('ThemeSwitch', () => {
  it('is a labelled radio group reporting the chosen theme', async () => {
    const onChange = fn()
    const screen = await render(<ThemeSwitch value="system" onChange={onChange} />)
    await expect.element(screen.getByRole('group', { name: 'Theme' })).toBeVisible()
    await expect.element(screen.getByRole('radio', { name: 'System' })).toBeChecked()
    await screen.getByRole('radio', { name: 'Dark' }).click()
    expect(onChange).toHaveBeenCalledWith('dark')
  })

  it('applies a forced theme with data-theme and leaves "system" to the media query', () => {
    const root = document.createElement('div')
    applyTheme('dark', root)
    expect(root.dataset.theme).toBe('dark')
    applyTheme('system', root)
    expect(root.hasAttribute('data-theme')).toBe(false)
    expect(isThemeChoice('light')).toBe(true)
    expect(isThemeChoice('sepia')).toBe(false)
  })

  it('switches the design tokens with the theme', () => {
    const root = document.createElement('div')
    root.style.backgroundColor = 'var(--color-bg)'
    document.body.append(root)
    applyTheme('light', root)
    const light = getComputedStyle(root).backgroundColor
    applyTheme('dark', root)
    const dark = getComputedStyle(root).backgroundColor
    root.remove()
    expect(light).toBe('rgb(243, 244, 246)') // #f3f4f6
    expect(dark).toBe('rgb(15, 17, 21)') // #0f1115
  })
})
