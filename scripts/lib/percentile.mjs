/**
 * The nearest-rank percentile of `values` (p in 0–100): the smallest value with at least p % of
 * the values at or below it (NaN for none). Callers round for display.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
