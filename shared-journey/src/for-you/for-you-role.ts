// Which 'Para ti' a signed-in user gets (a student's five cards, an owner's or an admin's two),
// known before their profile arrives so the skeleton has the right number of cards from the first
// render: the profile when it is there; else the role this browser saw for the same user last
// time; else the user_type the account was registered with (the session's user metadata, which
// admins never register with). Layout only: nothing is authorised on it (RLS is).
import { FOR_YOU_SECTIONS, type ForYouRole } from './for-you-sections';

const STORAGE_PREFIX = 'univida:para-ti-role:';

const isRole = (value: unknown): value is ForYouRole =>
  typeof value === 'string' && Object.hasOwn(FOR_YOU_SECTIONS, value);

function remembered(userId: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + userId);
  } catch {
    return null; // storage blocked: fall back to the metadata
  }
}

interface SignedInUser {
  id: string;
  user_metadata?: Record<string, unknown>;
}

export function forYouRole(
  user: SignedInUser,
  profile: { user_type: string } | null | undefined,
): ForYouRole {
  if (profile && isRole(profile.user_type)) return profile.user_type;
  const seen = remembered(user.id);
  if (isRole(seen)) return seen;
  const registered = user.user_metadata?.user_type;
  return isRole(registered) ? registered : 'student';
}

/** Keeps the profile's role for this user's next visit. */
export function rememberForYouRole(userId: string, role: ForYouRole): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + userId, role);
  } catch {
    // storage blocked or full: the next visit falls back to the metadata
  }
}
