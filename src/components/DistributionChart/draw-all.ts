/**
 * Dispatched on `window` to draw every lazily drawn chart at once (a whole-dashboard image). A
 * module of its own, free of React, so the lazily loaded image exporter shares nothing with the
 * entry chunk.
 */
export const DRAW_ALL_EVENT = 'dashboard:draw-all'
