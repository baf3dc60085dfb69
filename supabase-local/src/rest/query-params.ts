// Groups the query string into per-resource parameters: `col=...`, `or=...`, `order=`,
// `limit=`, `offset=` for the top level, and the same prefixed with an embed path
// (`messages.order=...`, `event_participants.user_id=eq...`) for embedded resources.
// The request's filters and order terms are counted over every resource against its limits.
import { overLimit, parseError } from './errors.js';
import {
  parseLogic,
  parseOrder,
  parsePredicate,
  type Condition,
  type OrderTerm,
} from './parse-filters.js';
import { Cursor } from './parse-select.js';
import type { RestLimits } from './types.js';

export interface NodeParams {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const emptyNode = (): NodeParams => ({ conditions: [], order: [] });

function parseCount(key: string, value: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${key} (${value})"`);
  return Number(value);
}

/** Parameter name → path of embeds plus what is left (a field, or a keyword). */
function splitKey(key: string): { path: string; last: string; negated: boolean } {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const negated = (last === 'or' || last === 'and') && parts[parts.length - 1] === 'not';
  if (negated) parts.pop();
  return { path: parts.join('.'), last, negated };
}

/** Leaf filters of a condition: every filter of an and/or tree costs like a top-level one. */
const filterCount = (cond: Condition): number =>
  cond.kind === 'filter' ? 1 : cond.children.reduce((sum, child) => sum + filterCount(child), 0);

export function collectNodeParams(
  query: URLSearchParams,
  skip: (key: string) => boolean,
  limits: RestLimits,
): Map<string, NodeParams> {
  const nodes = new Map<string, NodeParams>();
  const nodeFor = (path: string) => {
    let node = nodes.get(path);
    if (!node) nodes.set(path, (node = emptyNode()));
    return node;
  };
  let filters = 0;
  let orderTerms = 0;
  const add = (node: NodeParams, cond: Condition) => {
    filters += filterCount(cond);
    if (filters > limits.maxFilters) {
      throw overLimit('The number of filters', filters, limits.maxFilters, 'filters');
    }
    node.conditions.push(cond);
  };
  for (const [key, value] of query) {
    if (skip(key)) continue;
    const { path, last, negated } = splitKey(key);
    const node = nodeFor(path);
    if (last === 'order') {
      const terms = parseOrder(value);
      orderTerms += terms.length;
      if (orderTerms > limits.maxOrderTerms) {
        throw overLimit('The number of order terms', orderTerms, limits.maxOrderTerms, 'terms');
      }
      node.order.push(...terms);
    } else if (last === 'limit') node.limit = parseCount(key, value);
    else if (last === 'offset') node.offset = parseCount(key, value);
    else if (last === 'or' || last === 'and') add(node, parseLogic(last, negated, value, limits));
    else {
      const c = new Cursor(last, 'filter key');
      const field = c.field();
      if (!c.done()) c.fail('end of the column name');
      add(node, { kind: 'filter', field, ...parsePredicate(value, false, limits) });
    }
  }
  return nodes;
}
