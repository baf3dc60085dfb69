// Embedding resolution the way PostgREST does it: foreign keys in both directions plus
// many-to-many through a junction table whose primary key holds both foreign keys.
// A `!hint` (constraint name, a column of the key, or the junction table) picks one when
// several match; none → PGRST200, several → 300 PGRST201.
import type { Catalog, ForeignKey, Relation } from './catalog.js';
import { RestError } from './errors.js';

export interface Relationship {
  target: Relation;
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  /** Column pairs [parent column, target column] for a direct foreign key. */
  pairs: [string, string][];
  junction?: { table: Relation; toParent: ForeignKey; toTarget: ForeignKey };
  fk: ForeignKey;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

function direct(catalog: Catalog, parent: string, target: Relation): Relationship[] {
  const found: Relationship[] = [];
  for (const fk of catalog.foreignKeys) {
    if (fk.table === parent && fk.refTable === target.name) {
      const pairs = fk.columns.map((c, i): [string, string] => [c, fk.refColumns[i] ?? '']);
      found.push({ target, toOne: true, cardinality: 'many-to-one', pairs, fk });
    }
    if (fk.refTable === parent && fk.table === target.name) {
      const oneToOne = target.uniqueKeys.some((key) => sameSet(key, fk.columns));
      const pairs = fk.refColumns.map((c, i): [string, string] => [c, fk.columns[i] ?? '']);
      found.push({
        target,
        toOne: oneToOne,
        cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
        pairs,
        fk,
      });
    }
  }
  return found;
}

function viaJunction(catalog: Catalog, parent: string, target: Relation): Relationship[] {
  const found: Relationship[] = [];
  for (const table of catalog.relations.values()) {
    if (table.name === parent || table.name === target.name || table.primaryKey.length === 0)
      continue;
    const keys = catalog.foreignKeys.filter((fk) => fk.table === table.name);
    for (const toParent of keys.filter((fk) => fk.refTable === parent)) {
      for (const toTarget of keys.filter((fk) => fk.refTable === target.name && fk !== toParent)) {
        const inKey = [...toParent.columns, ...toTarget.columns].every((c) =>
          table.primaryKey.includes(c),
        );
        if (!inKey) continue;
        found.push({
          target,
          toOne: false,
          cardinality: 'many-to-many',
          pairs: [],
          junction: { table, toParent, toTarget },
          fk: toTarget,
        });
      }
    }
  }
  return found;
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.junction) {
    const { table, toParent, toTarget } = rel.junction;
    return hint === table.name || hint === toParent.name || hint === toTarget.name;
  }
  return hint === rel.fk.name || rel.fk.columns.includes(hint) || rel.fk.refColumns.includes(hint);
}

function describe(parent: string, rel: Relationship) {
  const fk = rel.fk;
  const relationship = rel.junction
    ? `${rel.junction.toParent.name} and ${rel.junction.toTarget.name} using ${rel.junction.table.name}`
    : `${fk.name} using ${fk.table}(${fk.columns.join(', ')}) and ${fk.refTable}(${fk.refColumns.join(', ')})`;
  return {
    cardinality: rel.cardinality,
    embedding: `${parent} with ${rel.target.name}`,
    relationship,
  };
}

export function findRelationship(
  catalog: Catalog,
  parent: string,
  name: string,
  hint?: string,
): Relationship {
  const target = catalog.relations.get(name);
  const candidates = target
    ? [...direct(catalog, parent, target), ...viaJunction(catalog, parent, target)]
    : [];
  const matching =
    hint === undefined ? candidates : candidates.filter((rel) => matchesHint(rel, hint));
  const [only] = matching;
  if (only && matching.length === 1) return only;
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${catalog.schema}', but no matches were found.`,
      null,
    );
  }
  const options = matching.map(
    (rel) => `'${name}!${rel.junction ? rel.junction.table.name : rel.fk.name}'`,
  );
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    matching.map((rel) => describe(parent, rel)),
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
