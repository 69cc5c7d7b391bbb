import { createContext } from 'react'

/** The box a drawing mounts in, measured when its turn came: the chart's first size. */
export interface DrawBox {
  readonly width: number
  readonly height: number
}

/** The size of the box a drawing mounts in, measured by its ChartSlot (docs/decisions/0392). */
export const DrawBoxContext = createContext<DrawBox | undefined>(undefined)
