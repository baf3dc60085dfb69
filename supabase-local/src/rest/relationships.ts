// Embedding resolution the way PostgREST does it (Plan.hs findRel): the relationships of the
// origin are its foreign keys in both directions (views inherit them from their tables),
// many-to-many through a junction table whose primary key holds both foreign keys, and computed
// relationships (functions of the origin's row type returning rows of a table). The embed names
// one by target table, by constraint name or by foreign-key column; a `!hint` (constraint,
// column of either side, or junction table) narrows a table name. Self-referencing tables follow
// PostgREST's convention: the table name is the children (one-to-many), the column the parent.
// None → 400 PGRST200, several → 300 PGRST201, with PostgREST's messages.
import type { Catalog, DbFunction, ForeignKey, Relation } from './catalog.js';
import { RestError } from './errors.js';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  target: Relation;
  toOne: boolean;
  cardinality: Cardinality;
  /** Column pairs [origin column, target column] of a direct foreign key (PostgREST's relColumns). */
  pairs: [string, string][];
  junction?: { table: Relation; toParent: ForeignKey; toTarget: ForeignKey };
  /** The foreign key (for many-to-many: the junction's key to the target). */
  fk: ForeignKey;
  isSelf: boolean;
  /** A computed relationship: the function called with the origin row. */
  computed?: DbFunction;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function direct(catalog: Catalog, origin: string): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    const isSelf = fk.table === fk.refTable;
    const refTarget = catalog.relations.get(fk.refTable);
    if (fk.table === origin && refTarget) {
      const holder = catalog.relations.get(fk.table);
      const oneToOne = holder?.uniqueKeys.some((key) => sameSet(key, fk.columns)) ?? false;
      const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? '']);
      const cardinality = oneToOne && !isSelf ? 'one-to-one' : 'many-to-one';
      found.push({ target: refTarget, toOne: true, cardinality, pairs, fk, isSelf });
    }
    const holder = catalog.relations.get(fk.table);
    if (fk.refTable === origin && holder) {
      const oneToOne = !isSelf && holder.uniqueKeys.some((key) => sameSet(key, fk.columns));
      const pairs = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i] ?? '']);
      const cardinality = oneToOne ? 'one-to-one' : 'one-to-many';
      found.push({ target: holder, toOne: oneToOne, cardinality, pairs, fk, isSelf });
    }
  }
  return found;
}

function viaJunction(catalog: Catalog, origin: string): Relationship[] {
  const found: Relationship[] = [];
  for (const table of catalog.relations.values()) {
    if (table.name === origin || table.primaryKey.length === 0) continue;
    const keys = catalog.foreignKeys.filter((fk) => fk.table === table.name);
    for (const toParent of keys.filter((fk) => fk.refTable === origin)) {
      for (const toTarget of keys.filter((fk) => fk !== toParent && fk.refTable !== table.name)) {
        const target = catalog.relations.get(toTarget.refTable);
        const inKey = [...toParent.columns, ...toTarget.columns].every((c) => table.primaryKey.includes(c));
        if (!target || target.name === origin || !inKey) continue;
        found.push({
          target,
          toOne: false,
          cardinality: 'many-to-many',
          pairs: [],
          junction: { table, toParent, toTarget },
          fk: toTarget,
          isSelf: false,
        });
      }
    }
  }
  return found;
}

function computedRelationships(catalog: Catalog, origin: string): Relationship[] {
  return [...catalog.functions.values()].flat().flatMap((fn): Relationship[] => {
    const target = fn.relation ? catalog.relations.get(fn.relation) : undefined;
    if (fn.argRelation !== origin || !target) return [];
    const fk: ForeignKey = { name: fn.name, table: origin, columns: [], refTable: target.name, refColumns: [] };
    const toOne = !fn.returnsSet;
    return [{ target, toOne, cardinality: toOne ? 'many-to-one' : 'one-to-many', pairs: [], fk, isSelf: false, computed: fn }];
  });
}

const single = (rel: Relationship, side: 0 | 1, name: string) =>
  rel.pairs.length === 1 && rel.pairs[0]![side] === name;

function matches(rel: Relationship, name: string, hint: string | undefined): boolean {
  if (rel.computed) return name === rel.computed.name && hint === undefined;
  const byTable = name === rel.target.name;
  if (rel.isSelf) {
    return hint === undefined
      ? (byTable && rel.cardinality === 'one-to-many') || (rel.cardinality === 'many-to-one' && single(rel, 0, name))
      : byTable && rel.cardinality === 'one-to-many' && single(rel, 1, hint);
  }
  if (hint === undefined) {
    if (byTable) return true;
    if (rel.junction || rel.target.isView) return false;
    return name === rel.fk.name || single(rel, 0, name);
  }
  if (!byTable) return false;
  if (rel.junction) return hint === rel.junction.table.name;
  return hint === rel.fk.name || single(rel, 0, hint) || single(rel, 1, hint);
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

function describe(origin: string, rel: Relationship) {
  let relationship: string;
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    relationship = `${table.name} using ${toParent.name}${list(toParent.columns)} and ${toTarget.name}${list(toTarget.columns)}`;
  } else {
    const [own, theirs] = [rel.pairs.map((p) => p[0]), rel.pairs.map((p) => p[1])];
    relationship = `${rel.fk.name} using ${origin}${list(own)} and ${rel.target.name}${list(theirs)}`;
  }
  return { cardinality: rel.cardinality, embedding: `${origin} with ${rel.target.name}`, relationship };
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/** PostgREST's "Perhaps you meant …" for a misspelt embed: the closest related table, if close. */
function suggestion(origin: string, name: string, candidates: readonly Relationship[], catalog: Catalog): string | null {
  if (!catalog.relations.has(origin)) return null;
  const names = [...new Set(candidates.map((rel) => rel.target.name))];
  if (names.includes(name)) return null;
  const [best] = names
    .map((candidate) => ({ candidate, d: distance(candidate, name) }))
    .filter(({ candidate, d }) => d <= Math.max(2, Math.floor(Math.max(candidate.length, name.length) / 3)))
    .sort((x, y) => x.d - y.d);
  return best ? `Perhaps you meant '${best.candidate}' instead of '${name}'.` : null;
}

// A catalog never changes once loaded (a schema reload makes a new one), so the relationships of
// an origin are worked out once per catalog, as PostgREST's schema cache holds them, instead of
// scanning every foreign key, table and function on each embed of each request.
const relationshipsByCatalog = new WeakMap<Catalog, Map<string, readonly Relationship[]>>();

function relationshipsOf(catalog: Catalog, origin: string): readonly Relationship[] {
  let byOrigin = relationshipsByCatalog.get(catalog);
  if (!byOrigin) {
    byOrigin = new Map();
    relationshipsByCatalog.set(catalog, byOrigin);
  }
  let found = byOrigin.get(origin);
  if (!found) {
    found = [...direct(catalog, origin), ...viaJunction(catalog, origin), ...computedRelationships(catalog, origin)];
    // Only the catalog's own relations, so a request's names cannot grow the memo.
    if (catalog.relations.has(origin)) byOrigin.set(origin, found);
  }
  return found;
}

export function findRelationship(catalog: Catalog, origin: string, name: string, hint?: string): Relationship {
  const candidates = relationshipsOf(catalog, origin);
  const matching = candidates.filter((rel) => matches(rel, name, hint));
  const [only] = matching;
  if (only && matching.length === 1) return only;
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${name}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${catalog.schema}', but no matches were found.`,
      suggestion(origin, name, candidates, catalog),
    );
  }
  const options = matching.map((rel) => `'${rel.target.name}!${rel.junction ? rel.junction.table.name : rel.fk.name}'`);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${name}'`,
    matching.map((rel) => describe(origin, rel)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
