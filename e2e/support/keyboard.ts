import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
) {
  const key = options.back === true ? 'Shift+Tab' : 'Tab'
  for (let presses = 0; presses < (options.max ?? 40); presses += 1) {
    await page.keyboard.press(key)
    try {
      await expect(target).toBeFocused({ timeout: 100 })
      return
    } catch {
      // not there yet
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}
