import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page, type TestInfo } from '@playwright/test'

/** Runs axe on the page as it is (media emulation included) and attaches the violations. */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze()
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  })
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${name}`).toEqual([])
}

/** Saves a screenshot in the test's output directory and attaches it to the report. */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: options.fullPage ?? true })
  await testInfo.attach(`${name}.png`, { path, contentType: 'image/png' })
}
