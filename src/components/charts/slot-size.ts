import { createContext } from 'react'
import type { BoxSize } from './use-near-viewport.ts'

/**
 * The size of the `ChartSlot` a drawing mounts in, as measured when it came near the viewport
 * (docs/decisions/0202): `ChartBox` starts its `ResponsiveContainer` at that size, so Recharts
 * lays the chart out once at its real size instead of once at a placeholder size and again
 * when the container has measured itself. Undefined outside a slot, or when not measured.
 */
export const SlotSizeContext = createContext<BoxSize | undefined>(undefined)
