/**
 * Turns to draw (docs/decisions/0392): one chart's drawing mounts at a time, each in tasks of its
 * own. React renders a drawing in a transition, in slices, but commits it at once, and Recharts
 * then renders it again, synchronously, as its parts register in its store; ten charts mounted
 * together made one long task of all that work. Here a chart waits for its turn, and the next
 * turn starts a task after the last drawing has committed, so the browser can paint and answer
 * input in between. The charts of the figures go before the trends' lines (`priority`), then in
 * the order they asked.
 */

/** 0: a chart of the page's figures (a share bar, a comparison bar); 1: a trend's line. */
export type DrawPriority = 0 | 1

interface Waiting {
  readonly priority: DrawPriority
  readonly order: number
  readonly start: () => void
}

const waiting: Waiting[] = []
let drawing: Waiting | undefined
let asked = 0
let scheduled = false

function scheduleNext(): void {
  if (scheduled) return
  scheduled = true
  // A task of its own: what the last drawing left (paint, input) runs first.
  setTimeout(() => {
    scheduled = false
    if (drawing !== undefined) return
    waiting.sort((a, b) => a.priority - b.priority || a.order - b.order)
    drawing = waiting.shift()
    drawing?.start()
  }, 0)
}

export interface Turn {
  /** The drawing has committed: the next one may start. */
  done(): void
  /** The chart is gone before or during its turn. */
  cancel(): void
}

/** Queues a drawing; `start` is called when it may mount. */
export function awaitTurn(priority: DrawPriority, start: () => void): Turn {
  const entry: Waiting = { priority, order: (asked += 1), start }
  waiting.push(entry)
  scheduleNext()
  const release = () => {
    const index = waiting.indexOf(entry)
    if (index !== -1) waiting.splice(index, 1)
    if (drawing === entry) {
      drawing = undefined
      scheduleNext()
    }
  }
  return { done: release, cancel: release }
}
