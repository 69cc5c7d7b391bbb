/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts): `@lingui/react`
 * imports the shim for React 17, whose code (a polyfill of the hook) would ride in the entry
 * chunk. React 19 has the hook itself (docs/decisions/0116).
 */
export { useSyncExternalStore } from 'react'
