/**
 * The portal page's origin, when it is one the BFF allows (GET /api/embed/config). The frame
 * learns its parent's origin from `location.ancestorOrigins` (Chromium, Safari) or, failing
 * that, `document.referrer`; either way it is only trusted when it is on the allow-list, and
 * postMessage is then called with that exact origin as target, never '*', so the browser drops
 * the message if the parent is in fact someone else.
 */

export interface FrameFacts {
  /** False when the app is the top-level page. */
  readonly framed: boolean
  /** `location.ancestorOrigins[0]`, when the browser offers it. */
  readonly ancestorOrigin: string | undefined
  readonly referrer: string
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

export function allowedParentOrigin(
  facts: FrameFacts,
  allowedOrigins: readonly string[],
): string | undefined {
  if (!facts.framed) return undefined
  // When the browser names the parent, that is the answer: never fall back to the referrer.
  const candidate =
    facts.ancestorOrigin !== undefined ? originOf(facts.ancestorOrigin) : originOf(facts.referrer)
  return candidate !== undefined && allowedOrigins.includes(candidate) ? candidate : undefined
}

export function frameFacts(win: Window = window): FrameFacts {
  let framed: boolean
  try {
    framed = win.parent !== win
  } catch {
    framed = true
  }
  return {
    framed,
    ancestorOrigin: win.location.ancestorOrigins?.[0],
    referrer: win.document.referrer,
  }
}
