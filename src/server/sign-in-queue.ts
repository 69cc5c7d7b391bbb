/**
 * This process's sign-ins in flight and waiting, per budget key (`email:<hash>`, `ip:<address>`,
 * `device:<nonce>`): an answered sign-in wakes the first waiter of each of its keys, one by one,
 * instead of every waiter polling the store (200 people signing in at once behind one proxy would
 * otherwise read and write it thousands of times a second). The store stays the judge (decision 0251): this only
 * decides when to ask it again.
 */
export interface SignInQueue {
  /** This process's sign-ins of `key` asking the store or the upstream now. */
  flying(key: string): number
  enter(keys: readonly string[]): void
  /** An attempt of `keys` left: with `wake`, the first waiter of each key is woken. */
  exit(keys: readonly string[], wake: boolean): void
  /** Every waiter of `keys` is woken (a budget is used up: each learns it from the store). */
  wakeAll(keys: readonly string[]): void
  /** Until a sign-in of one of `keys` is answered (true) or `ms` passes (false). */
  wait(keys: readonly string[], ms: number): Promise<boolean>
}

export function createSignInQueue(): SignInQueue {
  const flying = new Map<string, number>()
  const queues = new Map<string, (() => void)[]>()

  function remove(key: string, wake: () => void) {
    const queue = queues.get(key)
    if (queue === undefined) return
    const index = queue.indexOf(wake)
    if (index !== -1) queue.splice(index, 1)
    if (queue.length === 0) queues.delete(key)
  }

  return {
    flying: (key) => flying.get(key) ?? 0,
    enter(keys) {
      for (const key of keys) flying.set(key, (flying.get(key) ?? 0) + 1)
    },
    exit(keys, wake) {
      for (const key of keys) {
        const count = (flying.get(key) ?? 0) - 1
        if (count > 0) flying.set(key, count)
        else flying.delete(key)
        if (wake) queues.get(key)?.[0]?.()
      }
    },
    wakeAll(keys) {
      for (const key of keys) for (const wake of [...(queues.get(key) ?? [])]) wake()
    },
    wait(keys, ms) {
      return new Promise((resolve) => {
        const done = (woken: boolean) => {
          clearTimeout(timer)
          for (const key of keys) remove(key, wake)
          resolve(woken)
        }
        const wake = () => done(true)
        const timer = setTimeout(() => done(false), ms)
        for (const key of keys) {
          const queue = queues.get(key)
          if (queue === undefined) queues.set(key, [wake])
          else queue.push(wake)
        }
      })
    },
  }
}
