import { describe, expect, it } from 'vitest'
import { historyPath, historyResponseSchema } from '../../domain/history/history.ts'
import { organizationInfoSchema } from '../../domain/metrics/organization-info.ts'
import { loadConfig } from '../config.ts'
import { useBff } from '../testing/harness.ts'
import {
  distributionStatus,
  normalizeOrganizationInfo,
  withSmallCellsWithheld,
} from './normalize.ts'

/**
 * MIN_CELL_SIZE (issue 24, docs/decisions/0152): when set, a distribution whose yes or no count
 * is below it is withheld like a small total, counts null, on every path that carries counts:
 * the live answer (and so the dashboard, the comparison and the CSV built from it) and history.
 */

const bff = useBff()
const DAY_MS = 86_400_000
const START = Date.UTC(2026, 10, 24, 9, 30)

describe('MIN_CELL_SIZE', () => {
  it('is off unless set, and must be a whole number from 1', () => {
    const off = loadConfig({})
    expect(off.ok && off.config.minCellSize).toBeUndefined()
    const on = loadConfig({ MIN_CELL_SIZE: '3' })
    expect(on.ok && on.config.minCellSize).toBe(3)
    for (const bad of ['0', '-1', '2.5', 'few']) {
      const result = loadConfig({ MIN_CELL_SIZE: bad })
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.problems.map((p) => p.variable)).toContain('MIN_CELL_SIZE')
    }
  })

  it('withholds a distribution whose yes or no count is below it, after the group-size rule', () => {
    expect(distributionStatus(2, 3, 5)).toEqual({ yesCount: 2, noCount: 3, status: 'ok' })
    expect(distributionStatus(2, 3, 5, 3)).toEqual({
      yesCount: null,
      noCount: null,
      status: 'suppressed',
    })
    expect(distributionStatus(40, 2, 5, 3)).toMatchObject({ status: 'suppressed', yesCount: null })
    expect(distributionStatus(3, 3, 5, 3)).toEqual({ yesCount: 3, noCount: 3, status: 'ok' })
    // A small total stays the group-size rule's, with its size; nothing counted stays "none".
    expect(distributionStatus(1, 1, 5, 3)).toMatchObject({ status: 'suppressed', minGroupSize: 5 })
    expect(distributionStatus(0, 0, 5, 3)).toEqual({ yesCount: 0, noCount: 0, status: 'no_data' })
    const info = normalizeOrganizationInfo(
      {
        pipelinesWithLeaders: { yesCount: 2, noCount: 30 },
        rolesWithMentors: { yesCount: 9, noCount: 1 },
      },
      { region: 'us', fetchedAt: new Date(0), minGroupSize: 5, minCellSize: 3 },
    )
    expect(info.distributions[0]).toMatchObject({ status: 'suppressed', yesCount: null })
    expect(info.distributions.find((d) => d.key === 'rolesWithMentors')).toMatchObject({
      status: 'suppressed',
    })
    expect(JSON.stringify(info)).not.toMatch(/"yesCount":2|"noCount":1\b/)
  })

  it('withholds small cells of stored history when it is served, and leaves the rest', () => {
    const stored = {
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: 2,
      noCount: 3,
      status: 'ok' as const,
    }
    expect(withSmallCellsWithheld(stored, 3)).toEqual({
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: null,
      noCount: null,
      status: 'suppressed',
    })
    expect(withSmallCellsWithheld(stored, undefined)).toBe(stored)
    expect(withSmallCellsWithheld({ ...stored, yesCount: 30 }, 3)).toMatchObject({ status: 'ok' })
  })

  it('applies to the live answer and to history recorded before it was set', async () => {
    const clock = { now: START }
    await bff.control('/regions/phx/dataset', {
      organizationInfo: {
        pipelinesWithLeaders: { yesCount: 2, noCount: 3 },
        pipelinesWithWomen: { yesCount: 31, noCount: 29 },
      },
    })
    // Recorded without the setting: the counts are stored.
    const before = bff.client(await bff.app({ MIN_GROUP_SIZE: '5' }, { nowMs: () => clock.now }))
    await before.signIn('phx')
    const recorded = organizationInfoSchema.parse((await before.orgInfo('phx')).json)
    expect(recorded.distributions[0]).toMatchObject({ status: 'ok', yesCount: 2, noCount: 3 })

    clock.now += DAY_MS
    const after = bff.client(
      await bff.app({ MIN_GROUP_SIZE: '5', MIN_CELL_SIZE: '3' }, { nowMs: () => clock.now }),
    )
    await after.signIn('phx')
    const live = organizationInfoSchema.parse((await after.orgInfo('phx')).json)
    expect(live.distributions[0]).toEqual({
      key: 'pipelinesWithLeaders',
      label: 'Pipelines with leaders',
      yesCount: null,
      noCount: null,
      status: 'suppressed',
    })
    expect(live.distributions[1]).toMatchObject({ status: 'ok', yesCount: 31, noCount: 29 })

    await expect
      .poll(async () => {
        const answer = await after.request({
          method: 'GET',
          url: historyPath('phx', { from: '2026-11-01', to: '2026-11-30' }),
        })
        return historyResponseSchema.parse(answer.json).snapshots.length
      })
      .toBe(2)
    const answer = await after.request({
      method: 'GET',
      url: historyPath('phx', { from: '2026-11-01', to: '2026-11-30' }),
    })
    const history = historyResponseSchema.parse(answer.json)
    for (const snapshot of history.snapshots) {
      expect(snapshot.distributions[0]).toMatchObject({ status: 'suppressed', yesCount: null })
      expect(snapshot.distributions[1]).toMatchObject({ status: 'ok', yesCount: 31 })
    }
    expect(answer.body).not.toMatch(/"yesCount":2,"noCount":3/)
  })
})
