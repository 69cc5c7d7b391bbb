import { composeStories } from '@storybook/react-vite'
import { isValidElement, type ComponentType } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import { textDirection } from '../../domain/text/languages.ts'
import { activateCatalog } from './activate-catalog.ts'
import { render } from './render.tsx'

/**
 * Every component story renders in the pseudo-locale and in Arabic (issue 16): Storybook's
 * language toolbar offers the same catalogs. In the pseudo-locale (accented, bracketed) every piece
 * of text with words is pseudo-localized unless the story's args hold it (data: a region's label,
 * an e-mail), so a hard-coded English string fails here. Arabic renders every story right to left
 * with the longest plural rules (six forms), so a message its catalog cannot format throws here.
 * The other languages are left to the catalog checks (`npm run check:i18n`: every message
 * translated; scripts/i18n-lint: placeholders, plurals, glossary and typography of every
 * translation) and to the length check (./labels-fit.test.tsx), which renders these stories in
 * every language: five more passes over every story asserted nothing (issue 44).
 */
type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = ComponentType & { args: unknown; parameters: Record<string, unknown> }

/** The components' stories, and the Storybook-only previews of what the product saves (src/stories). */
const modules = import.meta.glob<StoryModule>(
  ['../*/*.stories.tsx', '../../stories/*/*.stories.tsx'],
  {
    eager: true,
  },
)

afterAll(async () => {
  await activateCatalog('en')
})

const PSEUDO_LETTER = /[À-ɏ]/
const WORD = /[A-Za-z]{3,}/
/**
 * Not words of the UI: what Intl writes in English (the pseudo-locale formats as English: months,
 * in short or long, AM/PM) and acronyms that every language keeps (PNG, SVG, CSV, API).
 */
const NOT_WORDS = /\b((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*|[A-Z]{2,})\b/g

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (isValidElement(value)) return stringsOf(value.props)
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(stringsOf)
}

/**
 * Text nodes with English words that the pseudo-locale did not reach: not the story's data (a
 * string of its args), not Intl's output, not text in another language on purpose (`lang`).
 */
function hardCoded(container: HTMLElement, args: unknown): string[] {
  const data = stringsOf(args).sort((a, b) => b.length - a.length)
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  const found: string[] = []
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'pseudo') continue
    let text = node.textContent ?? ''
    for (const value of data) text = text.replaceAll(value, '')
    text = text.replace(NOT_WORDS, '')
    if (WORD.test(text) && !PSEUDO_LETTER.test(text)) found.push(text.trim())
  }
  return found
}

for (const locale of ['pseudo', 'ar'] as const) {
  describe(`stories in ${locale}`, () => {
    for (const [file, module] of Object.entries(modules)) {
      const name = file.replace(/^(\.\.\/)+(stories\/)?|\.stories\.tsx$/g, '')
      it(name, async () => {
        await activateCatalog(locale)
        const stories = composeStories(module) as Record<string, ComposedStory>
        for (const [storyName, Story] of Object.entries(stories)) {
          const screen = await render(
            <div lang={locale} dir={textDirection(locale)}>
              <Story />
            </div>,
          )
          if (locale === 'pseudo' && Story.parameters.textIsData !== true) {
            expect(hardCoded(screen.container, Story.args), `${name} / ${storyName}`).toEqual([])
          }
          await screen.unmount()
        }
      })
    }
  })
}
