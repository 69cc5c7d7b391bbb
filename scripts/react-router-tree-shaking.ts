/**
 * Lets the bundler drop the parts of React Router the SPA never renders (docs/decisions/0116).
 *
 * React Router's production build creates its components and contexts at the top of its modules
 * and then names them: `const Link = React$1.forwardRef(…)` followed by
 * `Link.displayName = "Link"`. The `forwardRef` call carries no `@__PURE__` annotation and the
 * `displayName` write is a property write, so Rolldown keeps both, and everything they reach,
 * whether or not anything uses them: `<Link>` with framework mode's prefetching, `<NavLink>`,
 * `<Form>`, `<ScrollRestoration>` and a dozen contexts of the data router, about 12 kB of
 * minified code in every page's entry chunk (upstream: remix-run/react-router#14058, #15299).
 *
 * In those modules, and only there, this transform annotates the `forwardRef` calls as pure and
 * drops the top-level `displayName` writes (names for React DevTools; a production build shows
 * the functions' own names). What the SPA does use keeps working as published.
 */
import type { Plugin } from 'vite'

/** React Router's production modules (the `production` export condition of `react-router`). */
export const REACT_ROUTER_MODULES =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.m?js$/

const FORWARD_REF = /= (React\$1|React)\.forwardRef\(/g
const TOP_LEVEL_DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm

/** The module's code with its component factories pure and its top-level names dropped. */
export function shakeableReactRouter(code: string): string {
  return code
    .replace(FORWARD_REF, '= /* @__PURE__ */ $1.forwardRef(')
    .replace(TOP_LEVEL_DISPLAY_NAME, '')
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
