import {
  lazy,
  memo,
  type ComponentType,
  type LazyExoticComponent,
  type MemoExoticComponent,
} from 'react'
import { loadOnce } from '../../domain/http/load-once.ts'

export type LazyChart<Props extends object> = LazyExoticComponent<
  MemoExoticComponent<ComponentType<Props>>
> & {
  /** Starts downloading (and evaluating) the drawing's code now; idempotent. */
  preload: () => Promise<unknown>
}

/**
 * A chart drawing whose code (Recharts) loads after the page's own: the figures, their text and
 * the chart's box render first, the drawing once its chunk is in (docs/decisions/0140). Render it
 * under a `Suspense` whose fallback keeps the box's size. `preload` fetches the code ahead of the
 * first render (a sign-in on its way, decision 0391). The drawing is memoised: a parent that
 * renders again with the same props (targets, events or definitions arriving) leaves it as drawn
 * (decision 0392). A failed download is forgotten, so the next attempt asks the server again.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyChart<Props> {
  const preload = loadOnce(async () => memo(await load()))
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  )
}
