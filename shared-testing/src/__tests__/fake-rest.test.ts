import { getSupabase } from '@univida/shared-auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeRest } from '../fake-rest';

// Deliberately unsorted, so only a request's own order sorts it.
const scores = [
  { id: 2, career: 'Física', city: 'Valencia', score: 13.09 },
  { id: 3, career: 'Derecho', city: 'Alicante', score: 7.5 },
  { id: 1, career: 'Medicina', city: 'Valencia', score: 13.43 },
];

describe('the fake PostgREST', () => {
  beforeEach(async () => {
    await installFakeRest({ cut_off_scores: scores }, { failing: ['universities'] });
  });

  it('keeps insertion order unless the query orders', async () => {
    const plain = await getSupabase().from('cut_off_scores').select('id');
    expect(plain.data).toEqual([{ id: 2 }, { id: 3 }, { id: 1 }]);
    const ordered = await getSupabase()
      .from('cut_off_scores')
      .select('id')
      .order('score', { ascending: false });
    expect(ordered.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('applies filters, ranges, counts and single-row reads as PostgREST does', async () => {
    const valencia = await getSupabase()
      .from('cut_off_scores')
      .select('career', { count: 'exact' })
      .eq('city', 'Valencia')
      .order('id')
      .range(1, 1);
    expect(valencia.data).toEqual([{ career: 'Física' }]);
    expect(valencia.count).toBe(2);
    const one = await getSupabase().from('cut_off_scores').select('career').eq('id', 3).single();
    expect(one.data).toEqual({ career: 'Derecho' });
    const none = await getSupabase()
      .from('cut_off_scores')
      .select('career')
      .eq('id', 9)
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
  });

  it('answers the estimate it is given, counts HEAD requests and refuses a range past the total', async () => {
    await installFakeRest({ cut_off_scores: scores }, { estimates: { cut_off_scores: 1 } });
    const estimated = await getSupabase()
      .from('cut_off_scores')
      .select('id', { count: 'estimated' })
      .order('id')
      .range(0, 0);
    expect(estimated).toMatchObject({ data: [{ id: 1 }], count: 1 });
    const head = await getSupabase()
      .from('cut_off_scores')
      .select('id', { count: 'exact', head: true });
    expect(head).toMatchObject({ data: null, count: 3, error: null });
    const past = await getSupabase()
      .from('cut_off_scores')
      .select('id', { count: 'estimated' })
      .order('id')
      .range(2, 2);
    expect(past.error?.code).toBe('PGRST103');
    const exact = await getSupabase()
      .from('cut_off_scores')
      .select('id', { count: 'exact' })
      .order('id')
      .range(2, 2);
    expect(exact).toMatchObject({ data: [{ id: 3 }], count: 3 });
  });

  it('fails the tables it is told to', async () => {
    const { error } = await getSupabase().from('universities').select('name');
    expect(error?.code).toBe('XX000');
  });
});
