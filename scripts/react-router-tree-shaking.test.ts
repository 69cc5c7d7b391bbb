import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REACT_ROUTER_MODULES, shakeableReactRouter } from './react-router-tree-shaking.ts'

describe('shakeableReactRouter', () => {
  it('makes factories and warnings pure and drops top-level names; invariants stay', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef(props, ref) {',
      '\treturn null;',
      '});',
      'Link.displayName = "Link";',
      'const MemoizedDataRoutes = React$1.memo(DataRoutes);',
      'const RouteContext = React$1.createContext(null);',
      'RouteContext.displayName = "Route";',
      'function warning(cond, message) {}',
      'function f() {',
      '\tlet FetcherForm = React$1.forwardRef((props, ref) => null);',
      '\tFetcherForm.displayName = "fetcher.Form";',
      '\twarning(activeRef.current, navigateEffectWarning);',
      '\tif (!ok) console.warning(x), invariant(false, "Thrown");',
      '}',
    ].join('\n')
    expect(shakeableReactRouter(code)).toBe(
      [
        'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef(props, ref) {',
        '\treturn null;',
        '});',
        '',
        'const MemoizedDataRoutes = /* @__PURE__ */ React$1.memo(DataRoutes);',
        'const RouteContext = /* @__PURE__ */ React$1.createContext(null);',
        '',
        'function warning(cond, message) {}',
        'function f() {',
        '\tlet FetcherForm = /* @__PURE__ */ React$1.forwardRef((props, ref) => null);',
        '\tFetcherForm.displayName = "fetcher.Form";',
        '\t/* @__PURE__ */ warning(activeRef.current, navigateEffectWarning);',
        '\tif (!ok) console.warning(x), invariant(false, "Thrown");',
        '}',
      ].join('\n'),
    )
  })

  it('still finds what to change in the installed React Router (else check decision 0116)', () => {
    const require = createRequire(import.meta.url)
    const root = path.dirname(require.resolve('react-router/package.json'))
    const lib = path.join(root, 'dist', 'production', 'lib', 'dom', 'lib.js')
    expect(lib).toMatch(REACT_ROUTER_MODULES)
    const shaken = shakeableReactRouter(readFileSync(lib, 'utf8'))
    expect(shaken).toContain('const Link = /* @__PURE__ */ React$1.forwardRef(')
    expect(shaken).not.toMatch(/^Link\.displayName/m)
  })
})
