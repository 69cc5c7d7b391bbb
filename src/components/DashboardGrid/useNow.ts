import { useEffect, useState } from 'react'

/** The current time, refreshed every `intervalMs`; a fixed `now` (stories, tests) wins. */
export function useNow(fixed?: Date, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    if (fixed) return undefined
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [fixed, intervalMs])
  return fixed ?? now
}
