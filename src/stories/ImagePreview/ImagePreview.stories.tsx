import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense } from 'react'
import { expect } from 'storybook/test'
import { LANGUAGES, textDirection, type Language } from '../../domain/text/languages.ts'
import { organizationInfoFixtures } from '../../mocks/fixtures.ts'
import type { ChartImage, SlideSize } from '../../components/ChartImage/chart-image-types.ts'
import { cardImage, dashboardImage } from '../../components/DashboardGrid/chart-image-export.ts'
import { imageContext } from '../../components/DashboardGrid/image-test-data.ts'
import { i18nIn } from '../../components/testing/activate-catalog.ts'
import { ImagePreview } from './ImagePreview.tsx'

/**
 * The chart images as they are saved (docs/decisions/0195): a card, and the whole dashboard as a
 * 16:9 slide, drawn by the one renderer from the screen's own chart components. The image's
 * language, size and demo mark are controls; the images are always light, whatever the page's
 * theme.
 */
interface ImageArgs {
  image: 'card' | 'dashboard'
  /** The card's metric. */
  metric: string
  size: SlideSize
  language: Language
  demo: boolean
}

const drawn = new Map<string, Promise<ChartImage>>()

/** The image for `args`, drawn once per combination (the preview suspends on it). */
function imageFor(args: ImageArgs): Promise<ChartImage> {
  const key = JSON.stringify(args)
  let image = drawn.get(key)
  if (image === undefined) {
    image = i18nIn(args.language).then((i18n) => {
      const context = imageContext(i18n, { demo: args.demo })
      const info = organizationInfoFixtures.healthy
      return args.image === 'card'
        ? cardImage(info, args.metric, context)
        : dashboardImage(info, context, args.size)
    })
    drawn.set(key, image)
  }
  return image
}

const meta = {
  title: 'Components/ImagePreview',
  args: {
    image: 'dashboard',
    metric: 'pipelinesWithLeaders',
    size: '1080p',
    language: 'en',
    demo: true,
  },
  argTypes: {
    image: { control: 'inline-radio', options: ['card', 'dashboard'] },
    metric: {
      control: 'select',
      options: [
        ...organizationInfoFixtures.healthy.percentages.map((figure) => figure.key),
        ...organizationInfoFixtures.healthy.distributions.map((metric) => metric.key),
      ],
      if: { arg: 'image', eq: 'card' },
    },
    size: {
      control: 'inline-radio',
      options: ['1080p', '4k'],
      description: 'The slide: 1920 × 1080, or the same layout at 3840 × 2160',
      if: { arg: 'image', eq: 'dashboard' },
    },
    language: { control: 'select', options: LANGUAGES },
    demo: { control: 'boolean', description: 'The figures are demo data: the image says so' },
  },
  render: (args) => (
    <Suspense fallback={null}>
      <ImagePreview image={imageFor(args)} />
    </Suspense>
  ),
} satisfies Meta<ImageArgs>

export default meta
type Story = StoryObj<typeof meta>

/** The image's size as drawn and its SVG's direction, read from the shown image. */
async function shown(canvasElement: HTMLElement) {
  const img = await new Promise<HTMLImageElement>((resolve, reject) => {
    const started = performance.now()
    const look = () => {
      const found = canvasElement.querySelector('img')
      if (found?.complete === true && found.naturalWidth > 0) resolve(found)
      else if (performance.now() - started > 10_000) reject(new Error('the image was not drawn'))
      else requestAnimationFrame(look)
    }
    look()
  })
  const svg = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1))
  return {
    size: [img.naturalWidth, img.naturalHeight],
    direction: /direction="(\w+)"/.exec(svg)?.[1],
    svg,
  }
}

export const Slide: Story = {
  play: async ({ canvasElement }) => {
    const image = await shown(canvasElement)
    await expect(image.size).toEqual([1920, 1080])
    await expect(image.svg).toContain('>Pipeline diversity: United States</text>')
    await expect(image.svg).toContain('>Demo data</text>')
  },
}

export const Slide4K: Story = {
  args: { size: '4k' },
  play: async ({ canvasElement }) => {
    await expect((await shown(canvasElement)).size).toEqual([3840, 2160])
  },
}

/** The page is dark; the image keeps the light palette it is saved with. */
export const SlideOnDarkPage: Story = { globals: { theme: 'dark' } }

export const SlideInArabic: Story = {
  args: { language: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect((await shown(canvasElement)).direction).toBe(textDirection('ar'))
  },
}

export const Card: Story = {
  args: { image: 'card' },
  play: async ({ canvasElement }) => {
    const image = await shown(canvasElement)
    await expect(image.size[0]).toBe(480)
    await expect(image.svg).toContain('>Pipelines with leaders¹</text>')
  },
}

export const CardOnDarkPage: Story = { args: { image: 'card' }, globals: { theme: 'dark' } }

export const CardInArabic: Story = {
  args: { image: 'card', language: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect((await shown(canvasElement)).direction).toBe('rtl')
  },
}
