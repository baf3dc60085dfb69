import {
  DIGEST_LIST_PATHS,
  DIGEST_SAVED_SEARCHES_PATH,
} from '@univida/supabase-local/digest/list-paths';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../routes';
import { LIST_PATHS } from '../saved-search-path';

// The digest mail (supabase-local's sender, which does not import the apps) links to the lists
// and to 'Mis búsquedas' by these paths; the route tables own them.
describe('the digest mail links', () => {
  it('go where the route tables say each saved list and Mis búsquedas are', () => {
    expect(DIGEST_LIST_PATHS).toEqual(LIST_PATHS);
    expect(DIGEST_SAVED_SEARCHES_PATH).toBe(accountRoutes.paths.savedSearches());
  });
});
