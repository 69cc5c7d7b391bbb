import { composeStories } from '@storybook/react-vite'
import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import * as stories from './PercentageFigure.stories.tsx'

const { GenderDiversity, WholeNumber, OutOfRange, GermanLocale } = composeStories(stories)

it('shows the value with one decimal by default, or as asked', async () => {
  const screen = await render(<GenderDiversity />)
  await expect.element(screen.getByTestId('percentage-value')).toHaveTextContent('41.5%')
  await screen.rerender(<WholeNumber />)
  await expect.element(screen.getByTestId('percentage-value')).toHaveTextContent('42%')
  await screen.rerender(<GermanLocale />)
  await expect.element(screen.getByTestId('percentage-value')).toHaveTextContent('41,5 %')
})

it('clamps the gauge to 0–100 % but prints the reported value', async () => {
  const screen = await render(<OutOfRange />)
  await expect.element(screen.getByTestId('percentage-value')).toHaveTextContent('104.2%')
  const fill = screen.container.querySelector<HTMLElement>('.pf__gauge-fill')
  expect(fill?.style.inlineSize).toBe('100%')
})
