import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importGraph, treeCircles } from './import-cycles.ts'

const modules = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('import circles', () => {
  it('counts type-only imports, re-exports and dynamic imports, which ESLint’s no-cycle skips', () => {
    const graph = importGraph(
      modules({
        'src/a.tsx': "import { B } from './b.tsx'\nexport type View = 'x'",
        'src/b.tsx': "import type { View } from './a.tsx'\nexport const B = 1",
        'src/c.ts': "export { d } from './d.ts'",
        'src/d.ts': "export const d = () => import('./c.ts')",
        'src/e.ts': "import { z } from 'zod'\nimport { B } from './b.tsx'",
      }),
    )
    expect(graph.get('src/e.ts')).toEqual(['src/b.tsx'])
    expect(importCircles(graph)).toEqual([
      ['src/a.tsx', 'src/b.tsx'],
      ['src/c.ts', 'src/d.ts'],
    ])
  })

  it('finds none in a tree without circles, and one a module makes with itself', () => {
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
    expect(importCircles(new Map([['a', ['a']]]))).toEqual([['a']])
  })

  it('finds none in this tree (`npm run lint` runs the check)', () => {
    expect(treeCircles(path.resolve(import.meta.dirname, '..'))).toEqual([])
  })
})
