import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { page, userEvent } from 'vitest/browser'
import { afterAll, describe, expect, it } from 'vitest'
import { LANGUAGES, textDirection } from '../../domain/text/languages.ts'
import { activateCatalog } from './activate-catalog.ts'
import { render } from './render.tsx'
import '../../styles/tokens.css'
import '../../styles/global.css'

/**
 * The length check (docs/i18n.md, "Rules the checks enforce"): in every language, at a small
 * phone's 320 px, a phone's 390 px and a desktop's 1440 px, every label on a button and every
 * heading of the components that hold the app's header, action bars, sign-in, notices, the
 * annotation forms (targets, events, definitions, their delete confirmation), the change log and
 * the slides button fits its rendered box (nothing clipped or running past the edge of the
 * screen). The labels come from the catalogs, so a longer translation, or a new button, is
 * measured as it is rendered.
 */
type StoryModule = Parameters<typeof composeStories>[0]

const modules = import.meta.glob<StoryModule>(
  [
    '../AppHeader/*.stories.tsx',
    '../DashboardGrid/*.stories.tsx',
    '../SignInForm/*.stories.tsx',
    '../RegionComparison/*.stories.tsx',
    '../EmptyState/*.stories.tsx',
    '../ErrorPanel/*.stories.tsx',
    '../SessionExpiredNotice/*.stories.tsx',
    '../AnnotationForms/*.stories.tsx',
    '../AuditLog/*.stories.tsx',
    '../EventList/*.stories.tsx',
    '../DeckButton/*.stories.tsx',
  ],
  { eager: true },
)

const LABELS = 'button, summary, a.btn, h1, h2, h3'

/**
 * Labels clipped by their own box, or (when the story is drawn for this screen, not for a fixed
 * wider one) reaching past the screen's edges. Visually hidden text is for screen readers only.
 */
function labelsThatDoNotFit(root: HTMLElement): string[] {
  const screenWidth = document.documentElement.clientWidth
  // A story drawn at a fixed width (its decorator's inline-size) wider than this screen is
  // measured for clipping only.
  const wrapper = root.firstElementChild
  const fixedWidth = wrapper instanceof HTMLElement ? parseFloat(wrapper.style.inlineSize) : NaN
  const forThisScreen = Number.isNaN(fixedWidth) || fixedWidth <= screenWidth
  return [...root.querySelectorAll<HTMLElement>(LABELS)].flatMap((label) => {
    // Not drawn: display none, visibility hidden, or inside a closed <details>.
    if (!label.checkVisibility({ visibilityProperty: true })) return []
    if (label.closest('.visually-hidden') !== null) return []
    const box = label.getBoundingClientRect()
    const clipped = label.scrollWidth > label.clientWidth + 1
    const outside = forThisScreen && (box.left < -1 || box.right > screenWidth + 1)
    if (!clipped && !outside) return []
    const text = (label.textContent ?? '').trim().replace(/\s+/g, ' ')
    const where = outside ? `${Math.round(box.left)}–${Math.round(box.right)} px` : 'clipped'
    return [
      `<${label.localName}> “${text}”: ${label.scrollWidth} px in ${label.clientWidth} px, ${where}`,
    ]
  })
}

/**
 * Opens what a story shows only after a choice: a metric with a target or an event chosen in its
 * list, then each delete button's confirmation (its question, "Delete" and "Cancel"). True when
 * it opened something to measure.
 */
async function openDeleteConfirmations(root: HTMLElement): Promise<boolean> {
  const openers = () => [...root.querySelectorAll<HTMLButtonElement>('.annotation-delete > button')]
  for (const select of root.querySelectorAll<HTMLSelectElement>('select')) {
    if (select.value !== '') continue
    // The first choice that has something to delete (a metric with a target, an event).
    for (const option of [...select.options].filter((entry) => entry.value !== '')) {
      await userEvent.selectOptions(select, option.value)
      if (openers().length > 0) break
    }
  }
  const found = openers()
  for (const opener of found) await userEvent.click(opener)
  return found.length > 0
}

afterAll(async () => {
  await page.viewport(1280, 720)
  await activateCatalog('en')
})

for (const width of [320, 390, 1440]) {
  describe(`labels fit at ${width} px`, () => {
    for (const language of LANGUAGES) {
      it(
        language,
        async () => {
          await page.viewport(width, 900)
          await activateCatalog(language)
          const misfits: string[] = []
          const confirmations: string[] = []
          for (const [file, module] of Object.entries(modules)) {
            const stories = composeStories(module) as Record<string, ComponentType>
            for (const [name, Story] of Object.entries(stories)) {
              const screen = await render(
                <div lang={language} dir={textDirection(language)}>
                  <Story />
                </div>,
              )
              const where = `${file.replace(/^\.\.\/|\.stories\.tsx$/g, '')} / ${name}`
              const root = screen.container.firstElementChild as HTMLElement
              misfits.push(...labelsThatDoNotFit(root).map((misfit) => `${where}: ${misfit}`))
              if (await openDeleteConfirmations(root)) {
                confirmations.push(where)
                misfits.push(
                  ...labelsThatDoNotFit(root).map((misfit) => `${where} (confirm): ${misfit}`),
                )
              }
              await screen.unmount()
            }
          }
          expect(misfits).toEqual([])
          // The delete confirmations were opened and measured (targets' and events').
          expect(
            confirmations.some((where) => where.startsWith('AnnotationForms/TargetForm')),
          ).toBe(true)
          expect(
            confirmations.some((where) => where.startsWith('AnnotationForms/EventDeletion')),
          ).toBe(true)
          // Every story of each language, at one width: longer than a single component's test.
        },
        90_000,
      )
    }
  })
}

describe('the length check fails on a planted example', () => {
  it('a label longer than its button, and a heading past the screen’s edge', async () => {
    await page.viewport(390, 900)
    await activateCatalog('de')
    const screen = await render(
      <div>
        <button type="button" className="btn" style={{ maxInlineSize: '6rem' }}>
          Diversitätsanteilsübersicht
        </button>
        <h2 style={{ inlineSize: '30rem' }}>Pipelines</h2>
        <button type="button" className="btn">
          Aktualisieren
        </button>
      </div>,
    )
    const misfits = labelsThatDoNotFit(screen.container.firstElementChild as HTMLElement)
    expect(misfits).toHaveLength(2)
    expect(misfits[0]).toContain('Diversitätsanteilsübersicht')
    expect(misfits[1]).toContain('Pipelines')
    await screen.unmount()
  })
})
