import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.tsx'
import { ScrollRegion } from './ScrollRegion.tsx'

function WideTable({ width }: { width: number }) {
  return (
    <div style={{ inlineSize: `${width}px` }}>
      <ScrollRegion label="Distributions table">
        <table>
          <thead>
            <tr>
              {['Kennzahl', 'Ja', 'Nein', 'Ja (Anzahl)', 'Nein (Anzahl)', 'Gesamt', 'Status'].map(
                (name) => (
                  <th key={name} scope="col" style={{ paddingInline: '1rem' }}>
                    {name}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td style={{ whiteSpace: 'nowrap' }}>{'1 234 567 '.repeat(8)}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}

describe('ScrollRegion', () => {
  it('is a named, focusable region that tells screen readers to scroll when the table is wider', async () => {
    const screen = await render(<WideTable width={240} />)
    const region = screen.getByRole('region', { name: 'Distributions table' })
    await expect.element(region).toHaveAttribute('tabindex', '0')
    await expect.element(region).toHaveAccessibleDescription('Scroll sideways to see every column.')
    const element = region.element()
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth)
    // The edge shadows: two covers that scroll with the table, two shadows fixed to the box.
    const style = getComputedStyle(element)
    expect(style.backgroundImage.match(/gradient\(/g)).toHaveLength(4)
    expect(style.backgroundAttachment).toMatch(/^local, local, scroll, scroll/)
    region.element().focus()
    expect(document.activeElement).toBe(element)
  })

  it('wraps header cells instead of cutting them, and says nothing when the table fits', async () => {
    const screen = await render(<WideTable width={2000} />)
    const region = screen.getByRole('region', { name: 'Distributions table' })
    await expect.element(region).toBeVisible()
    await expect.element(region).not.toHaveAccessibleDescription()
    for (const header of screen.getByRole('columnheader').elements()) {
      expect(getComputedStyle(header).whiteSpace).toBe('normal')
      expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth)
    }
  })

  it('updates the hint when its box narrows', async () => {
    const screen = await render(<WideTable width={2000} />)
    const region = screen.getByRole('region', { name: 'Distributions table' })
    await expect.element(region).not.toHaveAccessibleDescription()
    const box = region.element().parentElement
    if (box === null) throw new Error('no box')
    box.style.inlineSize = '200px'
    await expect.element(region).toHaveAccessibleDescription('Scroll sideways to see every column.')
  })
})
