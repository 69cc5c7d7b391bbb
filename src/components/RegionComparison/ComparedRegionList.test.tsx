import { i18n } from '@lingui/core'
import { page } from 'vitest/browser'
import { afterAll, describe, expect, it } from 'vitest'
import { textDirection } from '../../domain/text/languages.ts'
import { regionName } from '../../domain/regions/region-names.ts'
import { organizationInfoFor } from '../../mocks/fixtures.ts'
import { comparedRegionFixture } from './compared-region-fixture.ts'
import { activateCatalog } from '../testing/activate-catalog.ts'
import { render } from '../testing/render.tsx'
import type { RegionState } from './comparison-model.ts'
import { ComparedRegionList } from './ComparedRegionList.tsx'
import './RegionComparison.css'
import '../../styles/tokens.css'
import '../../styles/global.css'

/** Where each region's line starts, in CSS pixels from the list's top. */
function rowTops(list: HTMLElement): number[] {
  const top = list.getBoundingClientRect().top
  return [...list.querySelectorAll('li')].map((row) =>
    Math.round(row.getBoundingClientRect().top - top),
  )
}

afterAll(async () => {
  await page.viewport(1280, 720)
  await activateCatalog('en')
})

describe('the compared regions’ list', () => {
  // Lighthouse's phone (412 px), a small phone, and a desktop where everything shares a line.
  for (const width of [320, 412, 1280]) {
    for (const language of ['en', 'ar'] as const) {
      it(`moves nothing when a region's figures come, at ${width} px in ${language}`, async () => {
        await page.viewport(width, 900)
        await activateCatalog(language)
        const list = (state: RegionState) => (
          <div className="rc" lang={language} dir={textDirection(language)}>
            <section className="rc__regions">
              <ComparedRegionList
                regions={[
                  comparedRegionFixture('uae', state),
                  comparedRegionFixture('us', state),
                  comparedRegionFixture('eu', { kind: 'signed_out' }),
                ]}
                nameOf={(id) => regionName(i18n, id)}
                locale={language}
                timeZone="UTC"
                renderLink={(href, children) => <a href={href}>{children}</a>}
              />
            </section>
          </div>
        )
        const screen = await render(list({ kind: 'loading' }))
        const element = screen.getByTestId('compared-regions').element() as HTMLElement
        const loading = rowTops(element)
        await screen.rerender(
          list({ kind: 'ok', info: organizationInfoFor('us', '2026-11-21T10:00:00.000Z') }),
        )
        // The status now says when the figures were read.
        const us = screen.getByTestId('compared-region-us').element()
        await expect.poll(() => us.querySelector('time')).not.toBeNull()
        expect(rowTops(element)).toEqual(loading)
        await screen.unmount()
      })
    }
  }
})
