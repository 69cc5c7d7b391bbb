import { expect, it } from 'vitest'
import { figuresAndTrend } from '../../../../mocks/testing/figures-and-trend.ts'
import { createEmbedMock, embedHandlers } from './embed-handlers.ts'

/** The embed stories tell one story too (issue 38): each card's trend ends at its figure. */
it('answers the embed view’s figures and a history that ends at them', async () => {
  const mock = createEmbedMock()
  mock.hasSession = true
  const { figures, trendEnd } = await figuresAndTrend(embedHandlers(mock), '/api/embed', 'us')
  expect(trendEnd).toEqual(figures)
})
