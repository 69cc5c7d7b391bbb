import { expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { Icon } from './Icon.tsx'

it('renders a decorative, unfocusable SVG that inherits the text colour', async () => {
  const screen = await render(
    <span style={{ color: 'rgb(1, 2, 3)' }}>
      <Icon name="check" className="extra" /> Signed in
    </span>,
  )
  const svg = screen.container.querySelector('svg')
  expect(svg?.getAttribute('aria-hidden')).toBe('true')
  expect(svg?.getAttribute('focusable')).toBe('false')
  expect(svg?.getAttribute('class')).toBe('icon extra')
  expect(svg && getComputedStyle(svg).stroke).toBe('rgb(1, 2, 3)')
})
