// What registration hands the login page through history state: the new account's email, so the
// user only types the password. History state rather than the URL, so the email is never logged.

export interface LoginPrefill {
  email: string;
}

/** The email a navigation's state carries, or '' for any other state. */
export function prefilledEmail(state: unknown): string {
  const email = (state as Partial<LoginPrefill> | null)?.email;
  return typeof email === 'string' ? email : '';
}
