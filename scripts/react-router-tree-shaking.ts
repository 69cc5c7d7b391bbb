/**
 * Lets the bundler drop the parts of React Router the SPA never renders (docs/decisions/0116).
 *
 * React Router's production build creates its components and contexts at the top of its modules
 * and then names them: `const Link = React$1.forwardRef(…)` followed by
 * `Link.displayName = "Link"`. The `forwardRef`, `memo` and `createContext` calls carry no
 * `@__PURE__` annotation and the `displayName` write is a property write, so Rolldown keeps them,
 * and everything they reach, whether or not anything uses them: `<Link>` with framework mode's
 * prefetching, `<NavLink>`, `<Form>`, `<ScrollRestoration>`, the data router's routes and a dozen
 * of its contexts, about 12 kB of minified code in every page's entry chunk (upstream:
 * remix-run/react-router#14058 and #15299).
 *
 * In those modules, and only there, this transform annotates those calls as pure and drops the
 * top-level `displayName` writes (names for React DevTools; a production build shows the
 * functions' own names). It also marks React Router's `warning(condition, message)` calls pure, so
 * the build drops them with their sentences: they only `console.warn` a developer's mistake (a
 * route path ending in `*`, `navigate()` during render), as React's own warnings, which its
 * production build leaves out. Invariants, which throw, stay. What the SPA uses keeps working as
 * published.
 */
import type { Plugin } from 'vite'

/** React Router's production modules (the `production` export condition of `react-router`). */
export const REACT_ROUTER_MODULES =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/

const FACTORY_CALL = /= (React\$1|React)\.(forwardRef|memo|createContext)\(/g
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm
/** A call of React Router's own `warning` (not its declaration, not a method of another object). */
const WARNING_CALL = /(^|[^.\w$])(?<!function )warning\(/gm

/** The module's code with its factories and warnings pure and its top-level names dropped. */
export function shakeableReactRouter(code: string): string {
  return code
    .replace(FACTORY_CALL, '= /* @__PURE__ */ $1.$2(')
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
    .replace(WARNING_CALL, '$1/* @__PURE__ */ warning(')
}

/** Vite plugin (build only): applies `shakeableReactRouter` to React Router's modules. */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'pdd:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_MODULES },
      handler(code) {
        const shaken = shakeableReactRouter(code)
        return shaken === code ? null : { code: shaken, map: null }
      },
    },
  }
}
