import { describe, expect, it } from 'vitest'
import { readView, withView } from './dashboard-view.ts'

describe('dashboard view in the URL', () => {
  it('reads table only from view=table', () => {
    expect(readView(new URLSearchParams('view=table'))).toBe('table')
    expect(readView(new URLSearchParams('view=pie'))).toBe('charts')
    expect(readView(new URLSearchParams(''))).toBe('charts')
  })

  it('writes the table view and drops it for the charts, keeping other parameters', () => {
    expect(withView(new URLSearchParams('a=1'), 'table').toString()).toBe('a=1&view=table')
    expect(withView(new URLSearchParams('a=1&view=table'), 'charts').toString()).toBe('a=1')
  })
})
