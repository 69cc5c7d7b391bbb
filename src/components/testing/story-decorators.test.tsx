import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite'
import { expect, it } from 'vitest'
import { PrintReport } from '../PrintReport/PrintReport.tsx'
import { render } from './render.tsx'
import { withToolbarMedia, withToolbarWidth } from './story-decorators.tsx'
import '../../styles/tokens.css'
import '../../styles/global.css'

/** The toolbar's decorators as .storybook/preview.tsx applies them. */
const preview = { decorators: [withToolbarMedia, withToolbarWidth] }

const meta = {
  title: 'Test/PrintReport',
  component: PrintReport,
  args: {
    organizationName: 'Acme Corp',
    title: 'Dashboard report',
    regions: ['Canada'],
    asOf: new Date('2026-11-21T10:00:00.000Z'),
    demo: false,
    minGroupSize: 5,
    locale: 'en-US',
    children: <p>The cards</p>,
  },
} satisfies Meta<typeof PrintReport>

type Story = StoryObj<typeof meta>

function storyWith(globals: Story['globals']) {
  return composeStory({ globals }, meta, preview)
}

it("draws a story at the toolbar's width, set in the toolbar (a string) or a URL (a number)", async () => {
  for (const width of ['390', 390]) {
    const Story = storyWith({ width })
    const screen = await render(<Story />)
    const frame = screen.container.firstElementChild
    expect(frame instanceof HTMLElement ? frame.style.inlineSize : undefined).toBe('390px')
    expect(frame?.getBoundingClientRect().width).toBe(390)
    await screen.unmount()
  }
})

it('adds no frame at the canvas width', async () => {
  const Story = storyWith({ width: 'auto' })
  const screen = await render(<Story />)
  expect(screen.container.firstElementChild?.localName).toBe('div')
  expect(screen.container.querySelector('[style]')).toBeNull()
  await screen.unmount()
})

it('shows a story as print media does: the paper-only title block appears, light', async () => {
  const OnScreen = storyWith({ media: 'screen' })
  const screen = await render(<OnScreen />)
  await expect.element(screen.getByTestId('print-title')).not.toBeVisible()
  await screen.unmount()

  const OnPaper = storyWith({ media: 'print', theme: 'dark' })
  const paper = await render(<OnPaper />)
  await expect.element(paper.getByTestId('print-title')).toBeVisible()
  // The footer is printed in the page's margin boxes (PrintReport.css), not in the sheet.
  await expect.element(paper.getByTestId('print-footer')).not.toBeVisible()
  // The sheet carries the screen's dark theme; the print rules of global.css make it light.
  const sheet = paper.getByTestId('print-preview').element()
  expect(sheet.getAttribute('data-theme')).toBe('dark')
  expect(getComputedStyle(sheet).colorScheme).toBe('light')
  await paper.unmount()
})
