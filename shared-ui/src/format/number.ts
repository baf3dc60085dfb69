// es-ES numbers via Intl. `useGrouping: 'always'` because es-ES skips the thousands dot on
// four-digit numbers by default ('1200'), while the app shows '1.200 €/mes'.

const euros = {
  whole: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' }),
  cents: new Intl.NumberFormat('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }),
};
const score = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});
const rating = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '450 €', '1.200 €', '450,50 €' (cents only when there are any). Plain space before the sign. */
export function formatEuros(amount: number): string {
  const formatter = Number.isInteger(amount) ? euros.whole : euros.cents;
  return `${formatter.format(amount)} €`;
}

/** '1.000' — a whole count or size, grouped as the euros are. */
export function formatWhole(amount: number): string {
  return euros.whole.format(amount);
}

/** A text field's limit as its error says it: 'Máximo 1.000 caracteres.' */
export function maxCharsMessage(max: number): string {
  return `Máximo ${formatWhole(max)} caracteres.`;
}

/** '450 €/mes' — rents and budgets. */
export function formatEurosPerMonth(amount: number): string {
  return `${formatEuros(amount)}/mes`;
}

/** '12,345' — cut-off and admission scores, always 3 decimals (SPEC §9). */
export function formatScore(value: number): string {
  return score.format(value);
}

/** '4,5', '4,0' — ratings, always 1 decimal (SPEC §9, the admin's leisure table). */
export function formatRating(value: number): string {
  return rating.format(value);
}

const spokenRating = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** '4', '4,5' — a rating read aloud (a star picture's name): no spoken ',0'. */
export function formatSpokenRating(value: number): string {
  return spokenRating.format(value);
}

/** '4,2 (6)' — an average beside its count; 'Sin valoraciones' before the first one (not '0,0 (0)'). */
export function formatRatingSummary(average: number, count: number): string {
  return count === 0 ? 'Sin valoraciones' : `${formatRating(average)} (${count})`;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a number typed by a Spanish user: '12,5' and '12.5' both give 12.5. Returns null for
 * empty or non-numeric input ('', 'abc', '1,2,3') so the caller decides what that means.
 */
export function parseDecimal(input: string | null | undefined): number | null {
  const normalized = (input ?? '').trim().replace(',', '.');
  return DECIMAL.test(normalized) ? Number(normalized) : null;
}

/**
 * A form field's `setValueAs` for a number typed in a text field: '475', '475,5' and '475.5' as
 * parseDecimal reads them; blank or not a number → NaN, which the schema answers with its
 * "required" message. The fields are text, not type="number": a browser in another language
 * drops the comma of '475,50' there and sends 47550.
 */
export function formNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return parseDecimal(typeof value === 'string' ? value : null) ?? Number.NaN;
}

/** The same for an optional field: blank → null. */
export function optionalFormNumber(value: unknown): number | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  return formNumber(value);
}
