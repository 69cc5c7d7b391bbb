import { setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createHandlers } from '../../mocks/handlers.ts'
import { createMockState, type MockStateOptions } from '../../mocks/state.ts'

/**
 * MSW in the test browser, serving the BFF contract from src/mocks. Each test file that imports
 * this gets a worker started once, a fresh mock state per test and its overrides dropped after.
 */
export const mockState = createMockState()
export const worker = setupWorker(...createHandlers(mockState))

export function resetMockState(options?: MockStateOptions): void {
  mockState.reset(options)
}

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
})

afterEach(() => {
  worker.resetHandlers()
  mockState.reset()
})

afterAll(async () => {
  await worker.stop()
})
