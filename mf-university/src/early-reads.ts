// The reads mf-university's pages make first, as their api/ code sends them: the page's first
// script starts them while the code downloads (shared-auth's early-reads.ts). A read that no longer
// matches the page's own only costs a request, and e2e/tests/early-reads.spec.ts fails on it.
import type { EarlyReadSpec } from '@univida/shared-auth/early-reads';
import type { universityRoutes } from './routes';

export const earlyReads = {
  degree: [{ path: 'cut_off_scores?select=id,career,university,city,score&id=eq.:id' }],
} satisfies Partial<Record<keyof (typeof universityRoutes)['patterns'], EarlyReadSpec[]>>;
