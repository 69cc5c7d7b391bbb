import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A chart drawing whose code (Recharts) loads after the page's own: the figures, their text and
 * the chart's box render first, the drawing once its chunk is in (docs/decisions/0140). Render it
 * under a `Suspense` whose fallback keeps the box's size.
 */
export function lazyChart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }))
}
