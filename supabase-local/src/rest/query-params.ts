// Groups the query string into per-resource parameters: `col=...`, `or=...`, `order=`,
// `limit=`, `offset=` for the top level, and the same prefixed with an embed path
// (`messages.order=...`, `event_participants.user_id=eq...`) for embedded resources.
import { parseError } from './errors.js';
import {
  parseLogic,
  parseOrder,
  parsePredicate,
  type Condition,
  type OrderTerm,
} from './parse-filters.js';
import { Cursor } from './parse-select.js';

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

export function collectNodeParams(
  query: URLSearchParams,
  skip: (key: string) => boolean,
): Map<string, NodeParams> {
  const nodes = new Map<string, NodeParams>();
  const nodeFor = (path: string) => {
    let node = nodes.get(path);
    if (!node) nodes.set(path, (node = emptyNode()));
    return node;
  };
  for (const [key, value] of query) {
    if (skip(key)) continue;
    const { path, last, negated } = splitKey(key);
    const node = nodeFor(path);
    if (last === 'order') node.order.push(...parseOrder(value));
    else if (last === 'limit') node.limit = parseCount(key, value);
    else if (last === 'offset') node.offset = parseCount(key, value);
    else if (last === 'or' || last === 'and')
      node.conditions.push(parseLogic(last, negated, value));
    else {
      const c = new Cursor(last, 'filter key');
      const field = c.field();
      if (!c.done()) c.fail('end of the column name');
      node.conditions.push({ kind: 'filter', field, ...parsePredicate(value, false) });
    }
  }
  return nodes;
}
