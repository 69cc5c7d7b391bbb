/**
 * How much a yes share wanders with no trend (docs/decisions/0230): its semivariogram γ(h), half
 * the mean squared difference of two days h days apart. Two models are fitted to the series' own
 * semivariogram over 1–60 days, each an AR(1) process plus day-only noise (a nugget):
 * - the census model knows the variance from the counts, p(1 − p)/n (pipelines answering
 *   independently keep that variance whatever their turnover), and fits only the nugget and the
 *   persistence;
 * - the data model fits the variance too, so an organization-wide wander that the counts do not
 *   explain widens it; its persistence may reach a random walk.
 * The trend test uses whichever makes the trend's variance larger: the more conservative one.
 * Both depend on the data's own day-to-day movement: a series that hardly moves but for its trend
 * has a small variogram, so its trend is clear (a random walk of tiny steps, never a series
 * frozen in place).
 */

export interface NoiseModel {
  kind: 'census' | 'data'
  /** Day-only noise (misreports, very fast turnover): γ just above lag 0. */
  nugget: number
  /** The AR(1) part's variance; with `persistence` 1 (a random walk), its growth per day. */
  scale: number
  /** The AR(1) part's day-to-day correlation (1: a random walk). */
  persistence: number
}

/** The longest lag the semivariogram is measured at. */
export const MAX_LAG_DAYS = 60

/**
 * The empirical semivariogram of `values` on day numbers `days` (increasing, gaps allowed) at
 * lags 1…maxLag: γ̂(h) = Σ (x_j − x_i)² / (2 N_h) over the N_h pairs exactly h days apart.
 */
export function semivariogram(
  days: readonly number[],
  values: readonly number[],
  maxLag: number,
): { gamma: number[]; pairs: number[] } {
  const span = (days.at(-1) ?? 0) - (days[0] ?? 0)
  const byDay = new Float64Array(span + 1).fill(Number.NaN)
  days.forEach((day, index) => {
    byDay[day - (days[0] ?? 0)] = values[index] ?? Number.NaN
  })
  const gamma = [0]
  const pairs = [0]
  for (let h = 1; h <= maxLag; h += 1) {
    let sum = 0
    let count = 0
    for (let i = 0; i + h <= span; i += 1) {
      const a = byDay[i] ?? Number.NaN
      const b = byDay[i + h] ?? Number.NaN
      if (Number.isNaN(a) || Number.isNaN(b)) continue
      sum += (b - a) ** 2
      count += 1
    }
    gamma.push(count === 0 ? 0 : sum / (2 * count))
    pairs.push(count)
  }
  return { gamma, pairs }
}

/** Persistences tried: memories of 1 day to 30 years, geometrically, then a random walk. */
const PERSISTENCES = [
  ...Array.from({ length: 48 }, (_, i) => Math.exp(-1 / Math.exp((i / 47) * Math.log(10_000)))),
  1,
]

/** Each persistence's shape at lags 0…MAX_LAG_DAYS: 1 − φ^h (h for a random walk). */
const SHAPES = PERSISTENCES.map((persistence) =>
  Array.from({ length: MAX_LAG_DAYS + 1 }, (_, h) => (persistence >= 1 ? h : 1 - persistence ** h)),
)

/** Weighted least squares of γ̂ on the model's shape, one persistence at a time. */
function bestFit(
  measured: { gamma: number[]; pairs: number[] },
  fit: (phi: number, shape: number[]) => { nugget: number; scale: number } | undefined,
  kind: NoiseModel['kind'],
): NoiseModel {
  let best: { model: NoiseModel; error: number } | undefined
  const lags = measured.gamma.length - 1
  PERSISTENCES.forEach((persistence, index) => {
    const shape = (SHAPES[index] ?? []).slice(0, lags + 1)
    const parts = fit(persistence, shape)
    if (parts === undefined) return
    let error = 0
    for (let h = 1; h <= lags; h += 1) {
      const modelled = parts.nugget + parts.scale * (shape[h] ?? 0)
      error += (measured.pairs[h] ?? 0) * ((measured.gamma[h] ?? 0) - modelled) ** 2
    }
    if (best === undefined || error < best.error) {
      best = { model: { kind, persistence, ...parts }, error }
    }
  })
  return best?.model ?? { kind, nugget: 0, scale: 0, persistence: 0 }
}

/**
 * The census model: γ(h) = ν + (σ² − ν)(1 − φ^h), the variance σ² from the counts; the nugget
 * ν (0 ≤ ν ≤ σ²) and the persistence φ (below 1) fitted.
 */
export function censusModel(
  measured: { gamma: number[]; pairs: number[] },
  variance: number,
): NoiseModel {
  return bestFit(
    measured,
    (persistence, shape) => {
      if (persistence >= 1) return undefined
      // γ(h) − σ²·shape(h) = ν·(1 − shape(h)): one weighted regression through the origin.
      let top = 0
      let bottom = 0
      for (let h = 1; h < shape.length; h += 1) {
        const s = shape[h] ?? 0
        const w = measured.pairs[h] ?? 0
        top += w * (1 - s) * ((measured.gamma[h] ?? 0) - variance * s)
        bottom += w * (1 - s) ** 2
      }
      const nugget = Math.min(variance, Math.max(0, bottom > 0 ? top / bottom : 0))
      return { nugget, scale: variance - nugget }
    },
    'census',
  )
}

/** The data model: γ(h) = ν + s²·(1 − φ^h), or ν + c·h, every part fitted (none negative). */
export function dataModel(measured: { gamma: number[]; pairs: number[] }): NoiseModel {
  return bestFit(
    measured,
    (_persistence, shape) => {
      let w0 = 0
      let w1 = 0
      let w2 = 0
      let y0 = 0
      let y1 = 0
      for (let h = 1; h < shape.length; h += 1) {
        const s = shape[h] ?? 0
        const w = measured.pairs[h] ?? 0
        const y = measured.gamma[h] ?? 0
        w0 += w
        w1 += w * s
        w2 += w * s * s
        y0 += w * y
        y1 += w * s * y
      }
      const det = w0 * w2 - w1 * w1
      let nugget = det > 0 ? (y0 * w2 - y1 * w1) / det : y0 / Math.max(w0, 1e-300)
      let scale = det > 0 ? (w0 * y1 - w1 * y0) / det : 0
      if (scale < 0) {
        scale = 0
        nugget = y0 / Math.max(w0, 1e-300)
      }
      if (nugget < 0) {
        nugget = 0
        scale = w2 > 0 ? Math.max(0, y1 / w2) : 0
      }
      return { nugget, scale }
    },
    'data',
  )
}

/**
 * The variance of a linear statistic Σ w_i x_i whose weights add up to zero (a least-squares
 * slope), under `model`, for the shares x_i on day numbers `days`: −2 Σ_{i<j} w_i w_j γ(t_j − t_i).
 * Since Σ_{i<j} w_i w_j = −½ Σ w_i², the nugget and the AR(1) part's variance add (ν + s²) Σ w_i²,
 * and the persistence 2 s² Σ_{i<j} w_i w_j φ^(t_j − t_i), a running sum (a random walk's
 * −2 c Σ_{i<j} w_i w_j (t_j − t_i) likewise): linear in the number of days.
 */
export function linearVariance(
  days: readonly number[],
  weights: readonly number[],
  model: NoiseModel,
): number {
  let squares = 0
  let pairs = 0
  let running = 0
  let runningDays = 0
  let before = days[0] ?? 0
  for (let j = 0; j < days.length; j += 1) {
    const w = weights[j] ?? 0
    const day = days[j] ?? 0
    squares += w * w
    if (model.persistence >= 1) {
      // Σ_{i<j} w_i (t_j − t_i) = t_j Σ_{i<j} w_i − Σ_{i<j} w_i t_i
      pairs += w * (day * running - runningDays)
      running += w
      runningDays += w * day
    } else {
      running *= model.persistence ** (day - before)
      pairs += w * running
      running += w
    }
    before = day
  }
  const variance =
    model.persistence >= 1
      ? model.nugget * squares - 2 * model.scale * pairs
      : (model.nugget + model.scale) * squares + 2 * model.scale * pairs
  return Math.max(0, variance)
}
