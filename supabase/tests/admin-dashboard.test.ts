// The admin dashboard's database side (issue 14): the audit trail the database writes itself, the
// admin roster guards, and the RPCs — each used by an admin and refused to everyone else.
// PGlite and PostgreSQL 15.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SqlExec } from '@univida/supabase-local/src/db/types.ts';
import { ANA, CARLOS, LUCIA, accommodation, spot } from './support/seed-ids.ts';
import {
  anon,
  as,
  errorCode,
  rows,
  user,
} from './support/sessions.ts';
import { describeOnEngines } from './support/engines.ts';

const ADMIN = '00000000-0000-4000-8000-00000000ad01';
const SECOND_ADMIN = '00000000-0000-4000-8000-00000000ad02';
const REFUSED = '42501';
const SEED_REPORTED_EVENT = '00000000-0000-4000-f000-000000000014';

interface AuditRow {
  actor_id: string;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  entity_label: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const auditRows = (q: SqlExec) =>
  rows<AuditRow>(
    q,
    'select actor_id, actor_name, action, entity, entity_id, entity_label, changes from admin_audit_log order by id',
  );

describeOnEngines('admin dashboard', (db) => {
  const s = db.session;

  beforeAll(async () => {
    for (const [id, name] of [
      [ADMIN, 'Alba Admin'],
      [SECOND_ADMIN, 'Bruno Admin'],
    ] as const) {
      await s.query(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, jsonb_build_object('full_name', $3::text))`,
        [id, `${id.slice(-4)}@test.univida.es`, name],
      );
      await s.query("update profiles set user_type = 'admin' where id = $1", [id]);
    }
  });

  describe('audit trail', () => {
    it("records an admin's edit with who, the item's name and the before/after of changed fields", async () => {
      await as(s, user(ADMIN), async (q) => {
        await q.query("update profiles set city = 'Alicante', full_name = 'Ana G.' where id = $1", [
          ANA,
        ]);
        await q.query('update accommodations set price_per_room = 999 where id = $1', [
          accommodation(1),
        ]);
        const log = await auditRows(q);
        expect(log).toHaveLength(2);
        expect(log[0]).toMatchObject({
          actor_id: ADMIN,
          actor_name: 'Alba Admin',
          action: 'update',
          entity: 'profile',
          entity_id: ANA,
          entity_label: 'Ana G.',
        });
        expect(Object.keys(log[0]!.changes).sort()).toEqual(['city', 'full_name']);
        expect(log[0]!.changes.city).toEqual({ before: 'Valencia', after: 'Alicante' });
        expect(log[1]).toMatchObject({ action: 'update', entity: 'accommodation' });
        expect(log[1]!.changes.price_per_room!.after).toBe(999);
      });
    });

    it('names type changes, deletions, approvals and rejections', async () => {
      await as(s, user(ADMIN), async (q) => {
        await q.query("update profiles set user_type = 'owner' where id = $1", [LUCIA]);
        const [spotName] = await rows<{ name: string }>(
          q,
          'select name from leisure_spots where id = $1',
          [spot(3)],
        );
        await q.query('delete from leisure_spots where id = $1', [spot(3)]);
        const pending = await rows<{ id: string; name: string }>(
          q,
          "select id, name from leisure_spot_suggestions where status = 'pending' order by created_at limit 2",
        );
        await q.query('select approve_suggestion($1)', [pending[0]!.id]);
        await q.query("update leisure_spot_suggestions set status = 'rejected' where id = $1", [
          pending[1]!.id,
        ]);
        const log = await auditRows(q);
        const summary = log.map(({ action, entity, entity_label }) => [
          action,
          entity,
          entity_label,
        ]);
        expect(summary).toEqual([
          ['type_change', 'profile', expect.any(String)],
          ['delete', 'leisure_spot', spotName!.name],
          // approve_suggestion copies the spot (a create) and marks the suggestion approved.
          ['create', 'leisure_spot', pending[0]!.name],
          ['approve', 'suggestion', pending[0]!.name],
          ['reject', 'suggestion', pending[1]!.name],
        ]);
        expect(log[0]!.changes.user_type).toEqual({ before: 'student', after: 'owner' });
      });
    });

    it('admin_update_user saves name, type, city and phone together, each table logged by name', async () => {
      await as(s, user(ADMIN), async (q) => {
        await q.query(
          "select admin_update_user($1, ' Lucía F. ', 'owner', '+34 600 123 456', 'Zaragoza')",
          [LUCIA],
        );
        expect(
          await rows(
            q,
            'select p.full_name, p.user_type, p.city, c.phone from profiles p join profile_contacts c using (id) where p.id = $1',
            [LUCIA],
          ),
        ).toEqual([
          { full_name: 'Lucía F.', user_type: 'owner', city: 'Zaragoza', phone: '+34 600 123 456' },
        ]);
        const log = await auditRows(q);
        expect(
          log.map(({ action, entity, entity_label }) => [action, entity, entity_label]),
        ).toEqual([
          ['type_change', 'profile', 'Lucía F.'],
          ['update', 'profile', 'Lucía F.'],
        ]);
        expect(Object.keys(log[1]!.changes)).toEqual(['phone']);
        // A failing second half leaves the first undone: one transaction.
        expect(
          await errorCode(q, () =>
            q.query("select admin_update_user($1, 'X', 'student', $2, '')", [ANA, '6'.repeat(31)]),
          ),
        ).toBe('23514');
        expect(await rows(q, 'select full_name from profiles where id = $1', [ANA])).not.toEqual([
          { full_name: 'X' },
        ]);
      });
    });

    it('does not record what non-admins change', async () => {
      await as(s, user(CARLOS), async (q) => {
        await q.query("update accommodations set name = 'Piso renovado' where id = $1", [
          accommodation(1),
        ]);
      });
      expect(await rows(s, 'select 1 from admin_audit_log')).toEqual([]);
    });

    it('is read by admins only and nobody can write, edit or delete it, admins included', async () => {
      await s.exec('begin');
      try {
        await s.query('set local role authenticated');
        await s.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: ADMIN, role: 'authenticated' }),
        ]);
        await s.query(
          'update news set is_featured = not is_featured where id = (select id from news limit 1)',
        );
        expect(await rows(s, 'select 1 from admin_audit_log')).toHaveLength(1);
        expect(
          await errorCode(s, () => s.query("update admin_audit_log set actor_name = 'Otro'")),
        ).toBe(REFUSED);
        expect(await errorCode(s, () => s.query('delete from admin_audit_log'))).toBe(REFUSED);
        expect(
          await errorCode(s, () =>
            s.query(
              "insert into admin_audit_log (actor_id, actor_name, action, entity, entity_id, entity_label) values ($1, 'x', 'update', 'news', 'x', 'x')",
              [ADMIN],
            ),
          ),
        ).toBe(REFUSED);
        // Not even the database owner edits history.
        await s.exec('reset role');
        expect(
          await errorCode(s, () => s.query("update admin_audit_log set actor_name = 'Otro'")),
        ).toBe(REFUSED);
        expect(await errorCode(s, () => s.query('delete from admin_audit_log'))).toBe(REFUSED);
        await s.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: ANA, role: 'authenticated' }),
        ]);
        await s.query('set local role authenticated');
        expect(await rows(s, 'select 1 from admin_audit_log')).toEqual([]);
        await s.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role: 'anon' }),
        ]);
        await s.query('set local role anon');
        expect(await errorCode(s, () => s.query('select 1 from admin_audit_log'))).toBe(REFUSED);
      } finally {
        await s.exec('rollback');
      }
    });
  });

  describe('admin roster', () => {
    it('an admin cannot delete or demote themselves', async () => {
      await as(s, user(ADMIN), async (q) => {
        expect(await errorCode(q, () => q.query('select admin_delete_user($1)', [ADMIN]))).toBe(
          REFUSED,
        );
        expect(
          await errorCode(q, () => q.query('delete from profiles where id = $1', [ADMIN])),
        ).toBe(REFUSED);
        expect(
          await errorCode(q, () =>
            q.query("update profiles set user_type = 'student' where id = $1", [ADMIN]),
          ),
        ).toBe(REFUSED);
        expect(await rows(q, 'select user_type from profiles where id = $1', [ADMIN])).toEqual([
          { user_type: 'admin' },
        ]);
      });
    });

    it('the last admin cannot be removed or demoted', async () => {
      await as(s, user(ADMIN), async (q) => {
        // Demoting the other admin works while two exist…
        await q.query("update profiles set user_type = 'student' where id = $1", [SECOND_ADMIN]);
        // …and now the only admin left is the actor; a fresh admin cannot be demoted by a non-admin.
        expect(
          await rows(q, "select count(*)::int as n from profiles where user_type = 'admin'"),
        ).toEqual([{ n: 1 }]);
        expect(
          await errorCode(q, () =>
            q.query("update profiles set user_type = 'owner' where id = $1", [ADMIN]),
          ),
        ).toBe(REFUSED);
      });
      // With SECOND_ADMIN as the only admin (the owner demotes ADMIN outside any request)…
      await s.exec('begin');
      try {
        await s.query("update profiles set user_type = 'student' where id = $1", [ADMIN]);
        await s.query('set local role authenticated');
        await s.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ sub: SECOND_ADMIN, role: 'authenticated' }),
        ]);
        expect(
          await errorCode(s, () => s.query('select admin_delete_user($1)', [SECOND_ADMIN])),
        ).toBe(REFUSED);
      } finally {
        await s.exec('rollback');
      }
    });

    it('admin_delete_user removes the account itself, so the person can no longer sign in', async () => {
      await as(s, user(ADMIN), async (q) => {
        await q.query('select admin_delete_user($1)', [LUCIA]);
        await q.exec('reset role');
        expect(await rows(q, 'select 1 from auth.users where id = $1', [LUCIA])).toEqual([]);
        expect(await rows(q, 'select 1 from profiles where id = $1', [LUCIA])).toEqual([]);
        const log = await auditRows(q);
        expect(log.filter((entry) => entry.entity === 'profile')).toEqual([
          expect.objectContaining({ action: 'delete', entity_id: LUCIA, actor_id: ADMIN }),
        ]);
      });
    });

    it('another admin can be deleted while one remains', async () => {
      await as(s, user(ADMIN), async (q) => {
        await q.query('select admin_delete_user($1)', [SECOND_ADMIN]);
        expect(await rows(q, 'select 1 from profiles where id = $1', [SECOND_ADMIN])).toEqual([]);
      });
    });
  });

  describe('reports', () => {
    it("'Descartar' dismisses; 'Eliminar evento' deletes the event and resolves its reports, both logged", async () => {
      await as(s, user(ADMIN), async (q) => {
        const [{ title }] = (await rows<{ title: string }>(
          q,
          'select title from events where id = $1',
          [SEED_REPORTED_EVENT],
        )) as [{ title: string }];
        const [report] = await rows<{ id: string }>(
          q,
          "select id from reports where status = 'pending' limit 1",
        );
        await q.query('select resolve_report($1, false)', [report!.id]);
        expect(await rows(q, 'select status from reports where id = $1', [report!.id])).toEqual([
          { status: 'dismissed' },
        ]);
        expect(
          await errorCode(q, () => q.query('select resolve_report($1, true)', [report!.id])),
        ).toBe('22023');
        // Dismissed, not resolved; the page writes the kind 'Reporte' before the label.
        expect(
          (await auditRows(q)).map(({ action, entity, entity_label, changes }) => [
            action,
            entity,
            entity_label,
            changes,
          ]),
        ).toEqual([
          [
            'dismiss_report',
            'report',
            `sobre «${title}»`,
            { status: { before: 'pending', after: 'dismissed' } },
          ],
        ]);
      });
      await as(s, user(ADMIN), async (q) => {
        const [{ title }] = (await rows<{ title: string }>(
          q,
          'select title from events where id = $1',
          [SEED_REPORTED_EVENT],
        )) as [{ title: string }];
        const [report] = await rows<{ id: string }>(
          q,
          "select id from reports where status = 'pending' limit 1",
        );
        await q.query('select resolve_report($1, true)', [report!.id]);
        expect(await rows(q, 'select 1 from events where id = $1', [SEED_REPORTED_EVENT])).toEqual(
          [],
        );
        expect(await rows(q, 'select status from reports where id = $1', [report!.id])).toEqual([
          { status: 'reviewed' },
        ]);
        const log = (await auditRows(q)).map(({ action, entity, entity_label }) => [
          action,
          entity,
          entity_label,
        ]);
        expect(log).toEqual([
          ['resolve_report', 'report', `sobre «${title}»`],
          ['delete', 'event', title],
        ]);
      });
    });
  });

  describe('users search', () => {
    it('finds by a partial, differently-cased email or name, pages and counts in the database', async () => {
      await as(s, user(ADMIN), async (q) => {
        const [anaEmail] = await rows<{ email: string }>(
          q,
          'select email from profile_contacts where id = $1',
          [ANA],
        );
        const part = anaEmail!.email.slice(1, 8).toUpperCase();
        const found = await rows<{ id: string; total_count: number }>(
          q,
          'select id, total_count::int from admin_search_users($1)',
          [part],
        );
        expect(found.map((row) => row.id)).toContain(ANA);
        const [firstName] = await rows<{ full_name: string }>(
          q,
          'select full_name from profiles where id = $1',
          [CARLOS],
        );
        const byName = await rows<{ id: string }>(q, 'select id from admin_search_users($1)', [
          firstName!.full_name.slice(0, 4).toLowerCase(),
        ]);
        expect(byName.map((row) => row.id)).toContain(CARLOS);
        const page = await rows<{ full_name: string; total_count: number }>(
          q,
          "select full_name, total_count::int from admin_search_users('', 'full_name', true, 5, 5)",
        );
        const all = await rows<{ full_name: string }>(
          q,
          'select full_name from profiles order by lower(full_name), id',
        );
        expect(page).toHaveLength(5);
        expect(page[0]!.total_count).toBe(all.length);
        expect(page.map((row) => row.full_name)).toEqual(
          all.slice(5, 10).map((row) => row.full_name),
        );
        // A wildcard typed by the admin is a character, not a pattern.
        expect(await rows(q, "select 1 from admin_search_users('%')")).toEqual([]);
        expect(
          await errorCode(q, () => q.query("select * from admin_search_users('', 'password')")),
        ).toBe('22023');
      });
    });

    it('gives chart figures to admins: 12 weeks of sign-ups and listings per city', async () => {
      await as(s, user(ADMIN), async (q) => {
        const weeks = await rows<{ students: number; owners: number }>(
          q,
          'select students::int, owners::int from admin_signups_per_week(12)',
        );
        expect(weeks).toHaveLength(12);
        const cities = await rows<{ city: string; listings: number }>(
          q,
          'select city, listings::int from admin_listings_per_city()',
        );
        const [{ n }] = (await rows<{ n: number }>(
          q,
          'select count(*)::int as n from accommodations',
        )) as [{ n: number }];
        expect(cities.reduce((sum, row) => sum + row.listings, 0)).toBe(n);
        // The city filter's list: each listing city once.
        const listed = await rows<{ city: string }>(q, 'select accommodation_cities() as city');
        expect(listed.map((row) => row.city).sort()).toEqual(cities.map((row) => row.city).sort());
      });
    });
  });

  describe('refused to everyone else', () => {
    const calls = [
      ['admin_delete_user', `select admin_delete_user('${ANA}')`],
      ['admin_update_user', `select admin_update_user('${ANA}', 'X', 'admin', '', '')`],
      ['resolve_report', `select resolve_report(gen_random_uuid(), true)`],
      ['admin_search_users', `select * from admin_search_users('a')`],
      ['admin_signups_per_week', 'select * from admin_signups_per_week(12)'],
      ['admin_listings_per_city', 'select * from admin_listings_per_city()'],
      ['approve_suggestion', 'select approve_suggestion(gen_random_uuid())'],
    ] as const;

    it.each(calls)('%s: a student, an owner and a visitor are refused', async (_name, sql) => {
      for (const who of [user(ANA), user(CARLOS), anon]) {
        expect(await as(s, who, (q) => errorCode(q, () => q.query(sql)))).toBe(REFUSED);
      }
      expect(await rows(s, 'select 1 from profiles where id = $1', [ANA])).toHaveLength(1);
    });
  });
});
