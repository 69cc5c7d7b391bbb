import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The regions a pooled total or a comparison chart leaves out, each with why (issue 34): "Left
 * out: US Government (withheld), Asia Pacific (no data), and Canada (could not be loaded)." The
 * comparison view's pool and the slides' comparison chart say it the same way.
 */

export type LeftOutReason = 'withheld' | 'no_data' | 'not_reported' | 'failed' | 'loading'

const LEFT_OUT = {
  withheld: (name: string) =>
    msg({
      comment: 'A region left out of a pooled total because its counts are hidden (too small)',
      message: `${name} (withheld)`,
    }),
  no_data: (name: string) =>
    msg({
      comment: 'A region left out of a pooled total or a chart because it counted nothing',
      message: `${name} (no data)`,
    }),
  not_reported: (name: string) =>
    msg({
      comment: 'A region left out of a pooled total because it does not report the metric',
      message: `${name} (not reported)`,
    }),
  failed: (name: string) =>
    msg({
      comment: 'A region left out of a pooled total because its figures could not be loaded',
      message: `${name} (could not be loaded)`,
    }),
  loading: (name: string) =>
    msg({
      comment: 'A region left out of a pooled total because its figures are still loading',
      message: `${name} (still loading)`,
    }),
} as const

/** "Left out: US Government (withheld) and Asia Pacific (no data).", or '' when none is. */
export function leftOutText(
  i18n: I18n,
  leftOut: readonly { name: string; reason: LeftOutReason }[],
  locale?: string,
): string {
  if (leftOut.length === 0) return ''
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    leftOut.map(({ name, reason }) => i18n._(LEFT_OUT[reason](name))),
  )
  return i18n._(
    msg({
      comment:
        'After a pooled total or a chart: the signed-in regions not in it, each with why; {names} is e.g. “US Government (withheld) and Asia Pacific (no data)”',
      message: `Left out: ${names}.`,
    }),
  )
}
