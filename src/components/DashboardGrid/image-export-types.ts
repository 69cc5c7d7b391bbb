/** What the image menu and the lazily loaded exporter share, without loading the exporter. */

export type ImageFormat = 'png' | 'svg'

export interface ImageContext {
  /** "Superstars" or "Pipeline diversity: United States". */
  title: string
  /** "United States · As of Nov 21, 2026, 10:00 AM". */
  subtitle: string
}

/** Elements marked with this attribute are not drawn (buttons, menus, definitions). */
export const EXPORT_SKIP_ATTRIBUTE = 'data-export-skip'
