// Quoting for catalog-checked identifiers and the bound-parameter list of one statement.

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

export class Params {
  readonly values: unknown[] = [];

  /** Binds value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
