/**
 * Whether a story's figures agree with its trends (issue 38): a card's yes share and the last
 * point of the trend under it, a deck slide's yes bar and the last day of its line. The stories'
 * data come from one source (src/mocks/fixtures.ts, the history drawn back from it), so a
 * disagreement is a fixture that went its own way, which a reviewer could not tell from a bug.
 * .storybook/preview.tsx runs it after every story.
 */

/** A percentage as written in any of the UI's languages ("55%", "55 %", "٥٥٪", "28,6 %"). */
function percentIn(text: string): number | undefined {
  const western = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/g, '.')
  const match = /\d+(\.\d+)?/.exec(western)
  return match === null ? undefined : Number(match[0])
}

/** The pairs a story shows: where the figure is, and where its trend's last point is. */
const PAIRS = [
  {
    around: '[data-testid^="card-"]',
    figure: '[data-testid="distribution-yes"]',
    trendEnd: '[data-testid="trend-end"]',
  },
  {
    around: '[data-testid="slide-metric"]',
    figure: '[data-testid="slide-split"] dd',
    trendEnd: '[data-testid="slide-trend"] div:last-child dd',
  },
] as const

/**
 * Every figure in `root` whose trend ends elsewhere: "card-pipelinesWithWomen: 57% but its trend
 * ends at 55%". Two figures written with other decimals agree when they round alike.
 */
export function figuresAtOdds(root: ParentNode): string[] {
  return PAIRS.flatMap(({ around, figure, trendEnd }) =>
    [...root.querySelectorAll(around)].flatMap((element) => {
      const shown = element.querySelector(figure)?.textContent ?? ''
      const end = element.querySelector(trendEnd)?.textContent ?? ''
      const [a, b] = [percentIn(shown), percentIn(end)]
      if (a === undefined || b === undefined || Math.abs(a - b) <= 0.55) return []
      const heading = element.querySelector('h2, h3')?.textContent
      const name = `${element.getAttribute('data-testid') ?? around}${heading ? ` (${heading})` : ''}`
      return [`${name}: ${shown} but its trend ends at ${end}`]
    }),
  )
}
