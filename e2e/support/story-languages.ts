import type { Locator, Page } from '@playwright/test'

/**
 * A story's own language and direction, as its globals declare them (`globals: { locale: 'ar' }`,
 * `globals: { dir: 'rtl' }`) over the toolbar's English: what the Docs journey holds each
 * rendered story to (issue 38).
 */
export interface StoryLanguage {
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
}

/** `story--components-trendchart--arabic--primary` (a Docs page's preview) → the story's id. */
export function storyIdOf(elementId: string): string {
  const id = elementId.replace(/^story--/, '')
  const withoutPrimary = id.replace(/--primary$/, '')
  return withoutPrimary.includes('--') ? withoutPrimary : id
}

/** The part of Storybook's preview that knows a story's own globals (`storyGlobals`). */
interface StorybookPreview {
  storyStoreValue: {
    loadStory(options: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown> }>
  }
}

/**
 * Each story's declared language and direction, read from the preview of the opened page: the
 * story's `globals`, as the preview merges them over the toolbar's (the direction follows the
 * language unless the story sets one, as .storybook/preview.tsx does).
 */
export async function declaredLanguages(
  page: Page,
  ids: readonly string[],
): Promise<Record<string, StoryLanguage>> {
  const declared = await page.evaluate(async (storyIds) => {
    const preview = (globalThis as unknown as { __STORYBOOK_PREVIEW__?: StorybookPreview })
      .__STORYBOOK_PREVIEW__
    if (preview === undefined) throw new Error('no Storybook preview on this page')
    return Promise.all(
      storyIds.map(async (storyId) => {
        const story = await preview.storyStoreValue.loadStory({ storyId })
        return [storyId, story.storyGlobals ?? {}] as const
      }),
    )
  }, ids)
  return Object.fromEntries(
    declared.map(([id, globals]) => {
      const locale = typeof globals.locale === 'string' ? globals.locale : 'en'
      const dir =
        globals.dir === 'rtl' || globals.dir === 'ltr'
          ? globals.dir
          : locale === 'ar'
            ? 'rtl'
            : 'ltr'
      return [id, { locale, dir }]
    }),
  )
}

/**
 * What in a rendered story (`root`) is not in the story's own language and direction. Its canvas
 * must say the story's `lang` and `dir`; a story not in Arabic shows no Arabic script (in its text
 * or its accessible names) and nothing right to left unless the story is so, except where an
 * element marks itself Arabic (`lang="ar"`: a language menu's "العربية").
 */
export function languageProblems(root: Locator, own: StoryLanguage): Promise<string[]> {
  return root.evaluate((element, { locale, dir }) => {
    const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/
    const TEXT_NODE = 3
    const problems: string[] = []
    const markedArabic = (node: typeof element | null | undefined) =>
      node?.closest('[lang]')?.getAttribute('lang')?.startsWith('ar') === true
    const canvas = element.querySelector('.sb-canvas')
    if (canvas === null) return ['no story canvas yet']
    for (const [name, value] of [
      ['lang', locale],
      ['dir', dir],
    ]) {
      if (canvas.getAttribute(name) !== value) {
        problems.push(`its canvas says ${name}="${canvas.getAttribute(name) ?? ''}"`)
      }
    }
    const foreign = (text: string, where: typeof element | null | undefined) => {
      if (ARABIC_SCRIPT.test(text) && locale !== 'ar' && !markedArabic(where)) {
        problems.push(`Arabic: “${text.trim().slice(0, 60)}”`)
      }
    }
    const elements = [canvas, ...canvas.querySelectorAll('*')]
    for (const node of elements) {
      for (const child of node.childNodes) {
        if (child.nodeType === TEXT_NODE) foreign(child.textContent ?? '', node)
      }
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        foreign(node.getAttribute(name) ?? '', node)
      }
    }
    const view = element.ownerDocument.defaultView
    if (dir === 'ltr' && view !== null) {
      const rightToLeft = elements.filter(
        (node) => view.getComputedStyle(node).direction === 'rtl' && !markedArabic(node),
      )
      for (const node of rightToLeft.slice(0, 3)) {
        const className = node.getAttribute('class')?.split(' ')[0]
        problems.push(`right to left: <${node.localName}${className ? `.${className}` : ''}>`)
      }
    }
    return problems
  }, own)
}
