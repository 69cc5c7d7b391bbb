import { describe, expect, it } from 'vitest'
import { awaitTurn } from './draw-queue.ts'

/** Lets the queue's next task run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('turns to draw (decision 0392)', () => {
  it('starts one drawing at a time, in a task of its own, the figures before the trends', async () => {
    const started: string[] = []
    const line = awaitTurn(1, () => started.push('line'))
    const bar = awaitTurn(0, () => started.push('bar'))
    const second = awaitTurn(0, () => started.push('second bar'))
    expect(started).toEqual([])
    await nextTask()
    expect(started).toEqual(['bar'])
    await nextTask()
    expect(started).toEqual(['bar'])
    bar.done()
    expect(started).toEqual(['bar'])
    await nextTask()
    expect(started).toEqual(['bar', 'second bar'])
    second.done()
    await nextTask()
    expect(started).toEqual(['bar', 'second bar', 'line'])
    line.done()
  })

  it('gives a turn back when its chart goes, waiting or drawing', async () => {
    const started: string[] = []
    const gone = awaitTurn(0, () => started.push('gone'))
    const waiting = awaitTurn(0, () => started.push('waiting'))
    const last = awaitTurn(0, () => started.push('last'))
    waiting.cancel()
    await nextTask()
    expect(started).toEqual(['gone'])
    gone.cancel()
    await nextTask()
    expect(started).toEqual(['gone', 'last'])
    last.done()
  })
})
