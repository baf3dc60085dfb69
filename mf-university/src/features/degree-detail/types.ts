import type { Tables } from '@univida/shared-auth';

export type Degree = Pick<
  Tables<'cut_off_scores'>,
  'id' | 'career' | 'university' | 'city' | 'score'
>;
