import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../../../components/testing/render.tsx'
import type { ResizeMessage } from '../../../../domain/http/embed.ts'
import { useAutoResize, type PostToParent } from './use-auto-resize.ts'

function Probe({
  height,
  origin,
  post,
}: {
  height: number
  origin: string | undefined
  post: PostToParent
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useAutoResize(element, origin, post)
  return <div ref={setElement} style={{ blockSize: `${height}px` }} data-testid="probe" />
}

const settle = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

describe('useAutoResize', () => {
  it('posts the height to the allowed origin, then only changes of at least one pixel', async () => {
    const calls: [ResizeMessage, string][] = []
    const post = vi.fn<PostToParent>((message, origin) => void calls.push([message, origin]))
    const origin = 'http://127.0.0.1:5173'
    const screen = await render(<Probe height={100} origin={origin} post={post} />)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]).toEqual([{ type: 'pdd:resize', height: 100 }, origin])

    await screen.rerender(<Probe height={100.4} origin={origin} post={post} />)
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]?.[0].height).toBe(101)

    // 100.4 → 100.8: still 101 whole pixels, so nothing is posted.
    await screen.rerender(<Probe height={100.8} origin={origin} post={post} />)
    await settle()
    await screen.rerender(<Probe height={100.8} origin={origin} post={post} />)
    await settle()
    expect(calls).toHaveLength(2)

    await screen.rerender(<Probe height={240} origin={origin} post={post} />)
    await vi.waitFor(() => expect(calls).toHaveLength(3))
    expect(calls[2]).toEqual([{ type: 'pdd:resize', height: 240 }, origin])
    expect(calls.every(([, target]) => target === origin)).toBe(true)
  })

  it('posts nothing without an allowed parent origin', async () => {
    const post = vi.fn<PostToParent>()
    const screen = await render(<Probe height={100} origin={undefined} post={post} />)
    await screen.rerender(<Probe height={300} origin={undefined} post={post} />)
    await settle()
    expect(post).not.toHaveBeenCalled()
  })
})
