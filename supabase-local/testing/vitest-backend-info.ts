/** What the global setup hands the tests about the backend it started. */
export interface TestBackendInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export const TEST_ADMIN = { email: 'admin@univida.test', password: 'AdminPassword2026!' };

declare module 'vitest' {
  export interface ProvidedContext {
    testBackend: TestBackendInfo;
  }
}
