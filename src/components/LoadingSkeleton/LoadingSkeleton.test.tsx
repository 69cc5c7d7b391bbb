import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { LoadingSkeleton } from './LoadingSkeleton.tsx'

it('is a busy status with a label and one placeholder per expected chart', async () => {
  const screen = await render(<LoadingSkeleton charts={7} figures={3} label="Loading Europe…" />)
  const status = screen.getByRole('status')
  await expect.element(status).toHaveAttribute('aria-busy', 'true')
  await expect.element(status).toHaveTextContent('Loading Europe…')
  expect(screen.container.querySelectorAll('.sk__charts > .sk__card')).toHaveLength(7)
  expect(screen.container.querySelectorAll('.sk__figures > .sk__card')).toHaveLength(3)
})
