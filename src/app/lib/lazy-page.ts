import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadOnce } from '../../domain/http/load-once.ts'
import { loadMessagesOf, type LaterPart } from '../i18n/language.tsx'

export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts downloading the page's code now (idempotent), e.g. while its data loads. */
  preload: () => Promise<ComponentType<Props>>
}

/**
 * A page whose code is its own chunk, rendered with React.lazy under a Suspense boundary. Its
 * download can start before the first render (`preload`), so code and data load together. A
 * failed download is forgotten, so the next attempt asks the server again.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  const preload = loadOnce(load)
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  )
}

/**
 * A page after sign-in: its code and the app's catalog load together (decision 0202), so it
 * renders with its words; the sign-in page and the shell need only the shell's catalog. A page
 * few readers open adds the rare part (`parts`, decision 0393).
 */
export function lazyAppPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  parts: readonly LaterPart[] = ['app'],
): LazyPage<Props> {
  return lazyPage(async () => {
    const [page] = await Promise.all([load(), ...parts.map(loadMessagesOf)])
    return page
  })
}
