import { useEffect } from 'react'
import { RESIZE_MESSAGE_TYPE, type ResizeMessage } from '../../../../domain/http/embed.ts'

export type PostToParent = (message: ResizeMessage, targetOrigin: string) => void

const postToParent: PostToParent = (message, targetOrigin) => {
  window.parent.postMessage(message, targetOrigin)
}

/** Whole CSS pixels, rounded up so the portal's iframe never clips the last line. */
function contentHeight(element: Element): number {
  return Math.ceil(element.getBoundingClientRect().height)
}

/**
 * Tells the portal the content's height whenever it changes by at least one pixel, so the
 * portal's snippet can size the iframe. Only with a `targetOrigin` (an allowed parent origin):
 * never '*'. No loop: the measured element's height does not depend on the iframe's height
 * (the embed layout has no viewport units), and an unchanged height is never posted again.
 */
export function useAutoResize(
  element: Element | null,
  targetOrigin: string | undefined,
  post: PostToParent = postToParent,
): void {
  useEffect(() => {
    if (element === null || targetOrigin === undefined) return
    let last: number | undefined
    const report = () => {
      const height = contentHeight(element)
      if (last !== undefined && Math.abs(height - last) < 1) return
      last = height
      post({ type: RESIZE_MESSAGE_TYPE, height }, targetOrigin)
    }
    // A ResizeObserver reports once when it starts observing, then on every size change.
    const observer = new ResizeObserver(report)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, targetOrigin, post])
}
