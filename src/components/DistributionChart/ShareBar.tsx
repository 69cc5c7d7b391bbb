/** Shares of one distribution, in percent; they add up to 100 (see `distributionShares`). */
export interface ShareBarProps {
  yes: number
  no: number
  /** Document-unique id of the hatch pattern that fills the "no" part. */
  patternId: string
}

/**
 * The 100 % stacked bar itself: "yes" solid from the inline start, then "no" hatched
 * (docs/decisions/0105). Plain SVG with percentage geometry, so it needs no measuring, no layout
 * pass and no chart library; the wrapper gives it its name, values and keyboard readout, so the
 * SVG is hidden from assistive technology and holds no text (right to left mirrors it in CSS).
 */
export function ShareBar({ yes, no, patternId }: ShareBarProps) {
  return (
    <svg className="dc__bar" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id={patternId}
          patternUnits="userSpaceOnUse"
          width="8"
          height="8"
          patternTransform="rotate(45)"
        >
          <rect className="dc__pattern-fill" width="8" height="8" />
          <rect className="dc__pattern-stripe" width="2.5" height="8" />
        </pattern>
      </defs>
      <rect className="dc__bar--yes" data-share="yes" x="0" width={`${yes}%`} height="100%" />
      <rect
        className="dc__bar--no"
        data-share="no"
        x={`${yes}%`}
        width={`${no}%`}
        height="100%"
        fill={`url(#${patternId})`}
      />
    </svg>
  )
}
