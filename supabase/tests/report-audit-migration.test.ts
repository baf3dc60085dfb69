// The report-wording migration mends the audit rows logged before it: a dismissed report's
// resolve_report becomes dismiss_report, a report's label 'Reporte sobre «…»' becomes 'sobre «…»'
// (the Registro tab writes the kind 'Reporte' first), other rows stay as they were, and the log
// is append-only again afterwards. Applied the way a deployed database meets it: after the
// earlier migrations and the seed, with rows already logged.
import { describe, expect, it } from 'vitest';
import { errorCode } from './support/sessions.ts';
import { heldAtMigration } from './support/held-migrations.ts';

const MIGRATION = '20261129020100_report_audit_wording.sql';
const ADMIN = '00000000-0000-4000-8000-00000000ad01';

describe('the report-wording migration', () => {
  const { db, held, applyBefore, applyRest } = heldAtMigration(MIGRATION);

  it('re-labels and re-names the report rows already logged, and nothing else', async () => {
    await applyBefore();
    const status = (before: string, after: string) => JSON.stringify({ status: { before, after } });
    const logged: [string, string, string, string, string][] = [
      // action, entity, label, changes → expected action, expected label below
      ['resolve_report', 'report', 'Reporte sobre «Cena»', status('pending', 'dismissed'), 'r1'],
      ['resolve_report', 'report', 'Reporte sobre «Fiesta»', status('pending', 'reviewed'), 'r2'],
      [
        'resolve_report',
        'report',
        'Reporte sobre un evento eliminado',
        status('pending', 'reviewed'),
        'r3',
      ],
      ['resolve_report', 'report', 'Reporte sobre «Torneo»', status('dismissed', 'pending'), 'r4'],
      ['delete', 'report', 'Reporte sobre «Charla»', '{}', 'r5'],
      ['update', 'news', 'Reporte sobre la feria', '{}', 'n1'],
    ];
    for (const [action, entity, label, changes, id] of logged) {
      await db.query(
        `insert into public.admin_audit_log (actor_id, actor_name, action, entity, entity_id, entity_label, changes)
         values ($1, 'Alba Admin', $2, $3, $4, $5, $6::jsonb)`,
        [ADMIN, action, entity, id, label, changes],
      );
    }

    expect(await applyRest()).toEqual(held);

    const { rows } = await db.query(
      'select entity_id, action, entity_label from public.admin_audit_log order by entity_id',
    );
    expect(rows).toEqual([
      { entity_id: 'n1', action: 'update', entity_label: 'Reporte sobre la feria' },
      { entity_id: 'r1', action: 'dismiss_report', entity_label: 'sobre «Cena»' },
      { entity_id: 'r2', action: 'resolve_report', entity_label: 'sobre «Fiesta»' },
      { entity_id: 'r3', action: 'resolve_report', entity_label: 'sobre un evento eliminado' },
      { entity_id: 'r4', action: 'update', entity_label: 'sobre «Torneo»' },
      { entity_id: 'r5', action: 'delete', entity_label: 'sobre «Charla»' },
    ]);

    // Append-only again.
    await db.exec('begin');
    try {
      expect(
        await errorCode(db, () => db.query("update public.admin_audit_log set entity_label = 'x'")),
      ).toBe('42501');
      expect(await errorCode(db, () => db.query('delete from public.admin_audit_log'))).toBe(
        '42501',
      );
    } finally {
      await db.exec('rollback');
    }
  });
});
