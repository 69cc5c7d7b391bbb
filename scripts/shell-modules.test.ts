import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { rareModules, shellModules, staticClosure, staticImports } from './shell-modules.ts'

describe('staticClosure', () => {
  let root: string | undefined
  afterEach(() => {
    if (root !== undefined) rmSync(root, { recursive: true, force: true })
  })

  /** Writes `files` (path → source) under a fresh directory. */
  function tree(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-modules-'))
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), source)
    }
    return dir
  }

  it('follows static imports and re-exports, not dynamic imports, type-only imports or CSS', () => {
    root = tree({
      'src/app/main.tsx': [
        "import './app.css'",
        "import { App } from './app.tsx'",
        "import type { Props } from './props.ts'",
        "export { paths } from './paths.ts'",
        "const page = () => import('./page.tsx')",
      ].join('\n'),
      'src/app/app.css': '',
      'src/app/app.tsx':
        "import {\n  Header,\n  type HeaderProps,\n} from '../components/Header.tsx'\n",
      'src/app/props.ts': '',
      'src/app/paths.ts': "import { REGIONS } from '../domain/regions/regions.ts'\n",
      'src/app/page.tsx': "import { Chart } from '../components/Chart.tsx'\n",
      'src/components/Header.tsx': "import { useQuery } from '@tanstack/react-query'\n",
      'src/components/Chart.tsx': '',
      'src/domain/regions/regions.ts': '',
    })
    expect(staticClosure(['src/app/main.tsx'], root)).toEqual([
      'src/app/app.tsx',
      'src/app/main.tsx',
      'src/app/paths.ts',
      'src/components/Header.tsx',
      'src/domain/regions/regions.ts',
    ])
  })

  it('keeps only the folders whose messages the catalogs hold', () => {
    root = tree({
      'src/app/main.tsx': "import { handlers } from '../mocks/handlers.ts'\n",
      'src/mocks/handlers.ts': '',
    })
    expect(staticClosure(['src/app/main.tsx'], root)).toEqual(['src/app/main.tsx'])
  })

  it('reads an import only at the start of a statement', () => {
    root = tree({
      'src/app/a.ts': [
        '/**',
        " * import { no } from './comment.ts'",
        ' */',
        'const text = "import \'./string.ts\'"',
        "import { yes } from './b.ts'",
      ].join('\n'),
      'src/app/b.ts': '',
      'src/app/comment.ts': '',
      'src/app/string.ts': '',
    })
    const file = path.join(root, 'src/app/a.ts')
    expect(staticImports(file, readFileSync(file, 'utf8'))).toEqual([
      path.join(root, 'src/app/b.ts'),
    ])
  })
})

describe('shellModules', () => {
  it('are the entry and the sign-in page with what they import, not the pages after sign-in', () => {
    const modules = shellModules()
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/app/main.tsx',
        'src/app/routes/sign-in/sign-in-page.tsx',
        'src/components/SignInForm/SignInForm.tsx',
        'src/components/AppHeader/AppHeader.tsx',
        'src/domain/regions/region-names.ts',
      ]),
    )
    for (const later of [
      'src/app/routes/dashboard/dashboard-page.tsx',
      'src/app/routes/trends/trends-page.tsx',
      'src/components/TrendChart/TrendChart.tsx',
      'src/app/routes/embed/embed-page.tsx',
    ]) {
      expect(modules).not.toContain(later)
    }
  })
})

describe('rareModules (decision 0393)', () => {
  it('are the methodology page and the edit mode with what only they import', () => {
    const modules = rareModules()
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/app/routes/methodology/methodology-page.tsx',
        'src/components/Methodology/Methodology.tsx',
        'src/app/features/annotations/components/edit-mode.tsx',
        'src/components/AnnotationForms/form-checks.ts',
      ]),
    )
    const shell = new Set(shellModules())
    expect(modules.filter((module) => shell.has(module))).toEqual([])
    // The trend view loads it too, so its words stay with the app's.
    expect(modules).not.toContain('src/app/routes/trends/trends-page.tsx')
    expect(modules).not.toContain('src/domain/annotations/annotations.ts')
  })
})
