import { useLingui } from '@lingui/react/macro'
import { textDirection } from '../../domain/text/languages.ts'

/**
 * The direction a chart runs in: right to left in Arabic. Charts mirror their axes (Recharts'
 * `reversed` and the y axis on the right) rather than the drawing, so their text is never mirrored.
 */
export function useChartDirection(): 'ltr' | 'rtl' {
  const { i18n } = useLingui()
  return textDirection(i18n.locale)
}
