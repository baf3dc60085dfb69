// Quoting for catalog-checked identifiers and the bound-parameter list of one statement.

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

/**
 * A Postgres array literal of text elements. Drivers disagree on serialising JS arrays for
 * enum or uuid array parameters (PGlite falls back to toString), a literal works for all.
 */
export const arrayLiteral = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;

export class Params {
  readonly values: unknown[] = [];

  /** Binds value and returns its placeholder. */
  add(value: string | number): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
