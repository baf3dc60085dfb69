import { describe, expect, it } from 'vitest';
import { RestError } from '../errors.js';
import { parseLogic, parseOrder, parsePredicate } from '../parse-filters.js';
import { parseSelect } from '../parse-select.js';
import { DEFAULT_REST_LIMITS as limits } from '../limits.js';

const parseFailure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof RestError ? { status: error.status, code: error.code } : error;
  }
  return 'no error';
};

describe('select grammar', () => {
  it('reads columns, aliases, casts, JSON arrows and nested embeds with hints', () => {
    expect(
      parseSelect(
        'id,nick:name,price::text,meta->a->>b,owner:profiles!owner_id!inner(id,books(*))',
        limits,
      ),
    ).toEqual([
      { type: 'column', field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
      { type: 'column', field: { name: 'name', path: [] }, alias: 'nick', cast: undefined },
      { type: 'column', field: { name: 'price', path: [] }, alias: undefined, cast: 'text' },
      {
        type: 'column',
        field: {
          name: 'meta',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        type: 'embed',
        name: 'profiles',
        alias: 'owner',
        hint: 'owner_id',
        inner: true,
        spread: false,
        items: [
          { type: 'column', field: { name: 'id', path: [] }, alias: undefined, cast: undefined },
          {
            type: 'embed',
            name: 'books',
            alias: undefined,
            hint: undefined,
            inner: false,
            spread: false,
            items: [{ type: 'star' }],
          },
        ],
      },
    ]);
  });

  it('defaults to * and accepts quoted names and spreads', () => {
    expect(parseSelect(null, limits)).toEqual([{ type: 'star' }]);
    expect(parseSelect('"odd name",...authors(name)', limits)).toMatchObject([
      { type: 'column', field: { name: 'odd name' } },
      { type: 'embed', name: 'authors', spread: true },
    ]);
  });

  it('rejects anything that is not a name where a name belongs', () => {
    for (const bad of ['id;drop table books', 'id)', 'books(id', 'id,,name', "id' or 1=1", 'a b']) {
      expect(parseFailure(() => parseSelect(bad, limits))).toEqual({
        status: 400,
        code: 'PGRST100',
      });
    }
  });
});

describe('filter grammar', () => {
  it('reads operators, negation, modifiers and lists', () => {
    expect(parsePredicate('eq.1.5', false, limits)).toEqual({
      negate: false,
      predicate: { op: 'eq', quantifier: undefined, value: '1.5' },
    });
    expect(parsePredicate('not.in.(1,"a,b",c)', false, limits)).toEqual({
      negate: true,
      predicate: { op: 'in', values: ['1', 'a,b', 'c'] },
    });
    expect(parsePredicate('like(any).{a*,b*}', false, limits).predicate).toEqual({
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parsePredicate('is.NULL', false, limits).predicate).toEqual({ op: 'is', value: 'null' });
    expect(parsePredicate('fts(spanish).gato', false, limits).predicate).toEqual({
      op: 'fts',
      config: 'spanish',
      value: 'gato',
    });
  });

  it('rejects unknown operators and malformed values', () => {
    for (const bad of ['1', 'equals.1', 'is.maybe', 'in.1,2', 'eq(some).1', 'fts(x y).a']) {
      expect(parseFailure(() => parsePredicate(bad, false, limits))).toEqual({
        status: 400,
        code: 'PGRST100',
      });
    }
  });

  it('reads nested and negated logic trees with quoted values', () => {
    const tree = parseLogic(
      'or',
      false,
      '(id.eq.1,and(title.eq."a,b",price.not.is.null),not.or(id.in.(2,3),id.gt.9))',
      limits,
    );
    expect(tree).toMatchObject({
      op: 'or',
      children: [
        { kind: 'filter', field: { name: 'id' }, predicate: { op: 'eq', value: '1' } },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { predicate: { op: 'eq', value: 'a,b' } },
            { negate: true, predicate: { op: 'is', value: 'null' } },
          ],
        },
        {
          kind: 'logic',
          op: 'or',
          negate: true,
          children: [{ predicate: { op: 'in', values: ['2', '3'] } }, {}],
        },
      ],
    });
    expect(parseFailure(() => parseLogic('or', false, '(id.eq.1)or(1=1)', limits))).toEqual({
      status: 400,
      code: 'PGRST100',
    });
    expect(parseFailure(() => parseLogic('or', false, '(id.eq.1', limits))).toEqual({
      status: 400,
      code: 'PGRST100',
    });
  });

  it('reads order terms and rejects junk after them', () => {
    expect(parseOrder('price.desc.nullslast,meta->>x,id.asc')).toEqual([
      { field: { name: 'price', path: [] }, desc: true, nulls: 'last' },
      { field: { name: 'meta', path: [{ arrow: '->>', key: 'x' }] }, desc: false },
      { field: { name: 'id', path: [] }, desc: false },
    ]);
    expect(parseFailure(() => parseOrder('id;drop table books'))).toEqual({
      status: 400,
      code: 'PGRST100',
    });
    expect(parseFailure(() => parseOrder('id.sideways'))).toEqual({
      status: 400,
      code: 'PGRST100',
    });
  });
});
