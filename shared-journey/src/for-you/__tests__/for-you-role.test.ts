import { afterEach, describe, expect, it } from 'vitest';
import { forYouRole, rememberForYouRole } from '../for-you-role';

const owner = { id: 'owner-1', user_metadata: { user_type: 'owner' } };

afterEach(() => window.localStorage.clear());

describe('forYouRole', () => {
  it("takes the profile's user_type once it is there", () => {
    expect(forYouRole(owner, { user_type: 'admin' })).toBe('admin');
  });

  it('before the profile, takes the role this browser last saw for the same user', () => {
    rememberForYouRole('admin-1', 'admin');
    expect(forYouRole({ id: 'admin-1', user_metadata: { user_type: 'student' } }, null)).toBe(
      'admin',
    );
    // Another user on the same browser does not inherit it.
    expect(forYouRole({ id: 'other', user_metadata: {} }, null)).toBe('student');
  });

  it('with nothing remembered, takes the user_type the account registered with', () => {
    expect(forYouRole(owner, null)).toBe('owner');
  });

  it("falls back to a student's shape for anything it does not know", () => {
    expect(forYouRole({ id: 'x', user_metadata: { user_type: 'superuser' } }, null)).toBe(
      'student',
    );
    window.localStorage.setItem('univida:para-ti-role:x', 'toString');
    expect(forYouRole({ id: 'x' }, undefined)).toBe('student');
  });
});
