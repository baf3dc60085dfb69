export {
  anonClient,
  connectSupabase,
  serviceClient,
  signUpUser,
  unreachableClient,
  type SignedUpUser,
  type TestClient,
} from './clients';
export {
  TEST_ADMIN,
  type TestBackendInfo,
} from '@univida/supabase-local/testing/vitest-backend-info';
