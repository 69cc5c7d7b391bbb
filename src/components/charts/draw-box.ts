import { createContext } from 'react'
import type { DrawBox } from './use-draw-turn.ts'

/** The size of the box a drawing mounts in, measured by its ChartSlot (docs/decisions/0392). */
export const DrawBoxContext = createContext<DrawBox | undefined>(undefined)
