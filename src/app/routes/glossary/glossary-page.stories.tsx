import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { annotationVariants } from '../../../mocks/annotation-variants.ts'
import type { AppAt } from '../../testing/app-at.tsx'
import { answering, headingSays, PAGE_MS, pageStory } from '../../testing/app-at.tsx'

/** The glossary as the app renders it, signed in to `us` (the mock state's default). */
const meta = {
  title: 'Pages/Glossary',
  ...pageStory('/glossary'),
} satisfies Meta<typeof AppAt>

export default meta
type Story = StoryObj<typeof meta>

/** No definitions of the organization's own: the built-in ones alone. */
export const BuiltIn: Story = {
  play: async (context) => {
    await headingSays('Glossary')?.(context)
    await expect(context.canvasElement.querySelector('[data-testid="own-definition"]')).toBeNull()
  },
}

/** The organization's wording of a metric comes first, then the built-in definition. */
export const OrganizationDefinitions: Story = {
  ...answering(annotationVariants.definitions),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('own-definition', {}, { timeout: PAGE_MS }),
    ).toHaveTextContent('Our definition: Our top 5 % of performers.')
  },
}

export const OrganizationDefinitionsDark: Story = {
  ...OrganizationDefinitions,
  globals: { theme: 'dark' },
}

/**
 * In Arabic the labels are the catalog's, and the organization's wording is the one it typed in
 * Arabic, as it was typed.
 */
export const OrganizationDefinitionsArabic: Story = {
  ...answering(annotationVariants.definitions),
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByTestId('own-definition', {}, { timeout: PAGE_MS }),
    ).toHaveTextContent('أفضل 5 % من موظفينا أداءً.')
  },
}
