// The admin dashboard's backend through the real REST API (issue 14): every admin RPC refused to
// a student, an owner, a visitor and a student who claims "admin" in their metadata; the audit
// log readable by admins only and writable by nobody, admins included; an admin cannot delete
// themselves.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  serviceClient,
  signUp,
  signUpOwner,
  type SignedUser,
} from '../support/attack.js';
import { rest, rowsAsService } from '../support/rest-attack.js';

let student: SignedUser;
let owner: SignedUser;
let pretender: SignedUser;
let admin: SignedUser;

/** Made admin by the service role; is_admin() reads the profile, so the token needs no refresh. */
async function promoteToAdmin(user: SignedUser): Promise<void> {
  const { error } = await serviceClient()
    .from('profiles')
    .update({ user_type: 'admin' })
    .eq('id', user.id);
  if (error) throw error;
}

beforeAll(async () => {
  [student, owner, pretender, admin] = await Promise.all([
    signUp('admin-attack-student'),
    signUpOwner('admin-attack-owner'),
    signUp('admin-attack-pretender', { user_type: 'admin', role: 'admin', is_admin: true }),
    signUp('admin-attack-admin'),
  ]);
  await promoteToAdmin(admin);
});

const rpcs = (victim: () => string): [name: string, args: () => Record<string, unknown>][] => [
  ['admin_delete_user', () => ({ p_user_id: victim() })],
  [
    'admin_update_user',
    () => ({
      p_user_id: victim(),
      p_full_name: 'Hackeado',
      p_user_type: 'admin',
      p_phone: '',
      p_city: '',
    }),
  ],
  ['resolve_report', () => ({ p_report_id: randomUUID(), p_delete_event: true })],
  ['admin_search_users', () => ({ p_search: '@' })],
  ['admin_signups_per_week', () => ({ p_weeks: 12 })],
  ['admin_listings_per_city', () => ({})],
  ['approve_suggestion', () => ({ p_suggestion_id: randomUUID() })],
];

describe('admin RPCs refuse everyone but admins', () => {
  const attackers: [label: string, who: () => SignedUser | null][] = [
    ['a student', () => student],
    ['an owner', () => owner],
    ['a student claiming admin in their metadata', () => pretender],
    ['a visitor', () => null],
  ];
  for (const [label, who] of attackers) {
    for (const [name, args] of rpcs(() => student.id)) {
      it(`rest: ${label} calls ${name} → refused (42501), the target untouched`, async () => {
        const before = await rowsAsService('profiles', { id: student.id });
        const result = await rest(who(), 'POST', `rpc/${name}`, args());
        expect(result.status).toBe(who() ? 403 : 401);
        expect(result.body).toMatchObject({ code: '42501' });
        expect(await rowsAsService('profiles', { id: student.id })).toEqual(before);
      });
    }
  }
});

describe('the audit log', () => {
  let entryId: number;

  beforeAll(async () => {
    // An admin decision writes one row.
    const edited = await rest(admin, 'POST', 'rpc/admin_update_user', {
      p_user_id: owner.id,
      p_full_name: 'Owner Auditado',
      p_user_type: 'owner',
      p_phone: '',
      p_city: 'Alicante',
    });
    expect(edited.status).toBe(204);
    const rows = await rowsAsService('admin_audit_log', { entity_id: owner.id });
    expect(rows).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        action: 'update',
        entity: 'profile',
        entity_label: 'Owner Auditado',
      }),
    ]);
    entryId = (rows[0] as { id: number }).id;
  });

  it('rest: the admin reads it; a student and an owner see nothing; a visitor is refused', async () => {
    const asAdmin = await rest(admin, 'GET', `admin_audit_log?id=eq.${entryId}&select=id,actor_id`);
    expect(asAdmin).toEqual({ status: 200, body: [{ id: entryId, actor_id: admin.id }] });
    for (const reader of [student, owner, pretender]) {
      expect(await rest(reader, 'GET', 'admin_audit_log?select=id')).toEqual({
        status: 200,
        body: [],
      });
    }
    const visitor = await rest(null, 'GET', 'admin_audit_log?select=id');
    expect(visitor.status).toBe(401);
  });

  for (const [label, who] of [
    ['a student', () => student],
    ['the admin', () => admin],
  ] as const) {
    it(`rest: ${label} forges, edits or deletes audit rows → refused, the row unchanged`, async () => {
      const before = await rowsAsService('admin_audit_log', { id: String(entryId) });
      const forged = await rest(who(), 'POST', 'admin_audit_log', {
        actor_id: student.id,
        actor_name: 'Nadie',
        action: 'delete',
        entity: 'profile',
        entity_id: admin.id,
        entity_label: 'Inventado',
      });
      expect(forged.status).toBe(403);
      const edited = await rest(who(), 'PATCH', `admin_audit_log?id=eq.${entryId}`, {
        actor_name: 'Otro',
      });
      const deleted = await rest(who(), 'DELETE', `admin_audit_log?id=eq.${entryId}`);
      for (const result of [edited, deleted]) expect(result.status).toBe(403);
      expect(await rowsAsService('admin_audit_log', { id: String(entryId) })).toEqual(before);
      expect(await rowsAsService('admin_audit_log', { entity_label: 'Inventado' })).toEqual([]);
    });
  }
});

describe('the admin roster', () => {
  it('rest: an admin deletes themselves → refused (42501), the account stays', async () => {
    const result = await rest(admin, 'POST', 'rpc/admin_delete_user', { p_user_id: admin.id });
    expect(result).toMatchObject({
      status: 403,
      body: { code: '42501', message: 'No puedes eliminar tu propia cuenta' },
    });
    expect(await rowsAsService('profiles', { id: admin.id })).toHaveLength(1);
  });

  it('rest: an admin demotes themselves through a plain PATCH → refused (42501)', async () => {
    const result = await rest(admin, 'PATCH', `profiles?id=eq.${admin.id}`, {
      user_type: 'student',
    });
    expect(result).toMatchObject({ status: 403, body: { code: '42501' } });
    expect(await rowsAsService('profiles', { id: admin.id, user_type: 'admin' })).toHaveLength(1);
  });

  it('rest: an admin deletes a student → the account is gone and cannot sign in', async () => {
    const victim = await signUp('admin-attack-victim');
    expect(
      (await rest(admin, 'POST', 'rpc/admin_delete_user', { p_user_id: victim.id })).status,
    ).toBe(204);
    expect(await rowsAsService('profiles', { id: victim.id })).toEqual([]);
    const { error } = await victim.client.auth.signInWithPassword({
      email: victim.email,
      password: PASSWORD,
    });
    expect(error).not.toBeNull();
  });
});
