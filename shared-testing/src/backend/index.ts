export {
  anonClient,
  connectSupabase,
  serviceClient,
  signInAdminPage,
  signInPage,
  signOutPage,
  signUpUser,
  takeBackendDown,
  type SignedUpUser,
  type TestClient,
} from './clients';
export {
  TEST_ADMIN,
  type TestBackendInfo,
} from '@univida/supabase-local/testing/vitest-backend-info';
