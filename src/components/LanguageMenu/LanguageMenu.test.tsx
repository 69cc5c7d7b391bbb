import { fn } from 'storybook/test'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/text/languages.ts'
import { render } from '../testing/render.tsx'
import { LanguageMenu } from './LanguageMenu.tsx'

describe('LanguageMenu', () => {
  it('offers every language in its own name and script, marked with its lang', async () => {
    const screen = await render(<LanguageMenu value="fr" onChange={fn()} />)
    const menu = screen.getByRole('combobox', { name: 'Language' })
    await expect.element(menu).toHaveValue('fr')
    const options = [...menu.element().querySelectorAll('option')]
    expect(options.map((option) => option.value)).toEqual([...LANGUAGES])
    const arabic = options.find((option) => option.value === 'ar')
    expect(arabic?.textContent).toBe('العربية')
    expect(arabic?.lang).toBe('ar')
    expect(arabic?.dir).toBe('rtl')
    expect(options.find((option) => option.value === 'ja')?.textContent).toBe('日本語')
  })

  it('reports the chosen language', async () => {
    const onChange = fn()
    const screen = await render(<LanguageMenu value="en" onChange={onChange} />)
    await screen.getByRole('combobox', { name: 'Language' }).selectOptions('Español')
    expect(onChange).toHaveBeenCalledWith('es')
  })
})
