/**
 * The local day a date filter names ('2026-11-25'), as [start, next day's start); null when the
 * text is not a real calendar day (a hand-edited URL), so the filter is ignored.
 */
export function dayRange(day: string): [Date, Date] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  if (start.getMonth() !== month - 1 || start.getDate() !== date) return null;
  return [start, new Date(year, month - 1, date + 1)];
}
