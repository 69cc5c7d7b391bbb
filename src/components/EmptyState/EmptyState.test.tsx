import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { EmptyState } from './EmptyState.tsx'

it('names its region by the title, at the heading level asked for', async () => {
  const screen = await render(
    <EmptyState
      title="Nothing here"
      message="Try another region."
      headingLevel={3}
      action={<a href="#x">Go</a>}
    />,
  )
  await expect.element(screen.getByRole('region', { name: 'Nothing here' })).toBeVisible()
  await expect.element(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nothing here')
  await expect.element(screen.getByRole('link', { name: 'Go' })).toBeVisible()
})
