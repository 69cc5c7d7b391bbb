import { i18n } from '@lingui/core'
import { composeStories } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { ERROR_CODES } from '../../domain/http/contract.ts'
import { ErrorPanel } from './ErrorPanel.tsx'
import { errorMessage } from './errorMessages.ts'
import * as stories from './ErrorPanel.stories.tsx'

const { UpstreamError, WithoutRetry } = composeStories(stories)

it('calls onRetry from the retry button', async () => {
  const onRetry = fn()
  const screen = await render(<UpstreamError onRetry={onRetry} />)
  await screen.getByRole('button', { name: 'Try again' }).click()
  expect(onRetry).toHaveBeenCalledOnce()
})

it('has no retry button without onRetry', async () => {
  const screen = await render(<WithoutRetry />)
  await expect.element(screen.getByRole('alert')).toBeVisible()
  expect(screen.container.querySelector('button')).toBeNull()
})

it('has a readable sentence for every contract code, never the raw code', async () => {
  for (const code of [...ERROR_CODES, 'network' as const]) {
    const text = errorMessage({ code }, i18n)
    expect(text).toMatch(/^[A-Z].*\.$/)
    expect(text).not.toContain(code)
  }
  const screen = await render(<ErrorPanel error={{ code: 'upstream_timeout' }} />)
  await expect.element(screen.getByRole('alert')).toMatchTextContent('took too long to answer')
})
