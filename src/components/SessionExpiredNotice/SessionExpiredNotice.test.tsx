import { fn } from 'storybook/test'
import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { SessionExpiredNotice } from './SessionExpiredNotice.tsx'

it('names the region and calls onSignIn', async () => {
  const onSignIn = fn()
  const screen = await render(<SessionExpiredNotice regionLabel="Europe" onSignIn={onSignIn} />)
  await expect.element(screen.getByRole('alert')).toMatchTextContent('signed out of Europe')
  await screen.getByRole('button', { name: 'Sign in to Europe again' }).click()
  expect(onSignIn).toHaveBeenCalledOnce()
})
