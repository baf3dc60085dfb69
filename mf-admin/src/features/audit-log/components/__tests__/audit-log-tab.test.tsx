import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, installFakeRest, renderApp, type Row } from '@univida/shared-testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditLogTab } from '../audit-log-tab';

const ADMIN = '00000000-0000-4000-a000-000000000001';

// Ids do not follow the time of the change, so only the query's order by created_at puts the
// newest first.
const entry = (
  id: number,
  minute: number,
  entity: string,
  label: string,
  action = 'update',
): Row => ({
  id,
  created_at: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
  actor_id: ADMIN,
  actor_name: 'Ana Admin',
  action,
  entity,
  entity_id: `item-${id}`,
  entity_label: label,
  changes: {},
});

const itemsShown = async () =>
  (await screen.findAllByRole('row'))
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent);

// Radix widgets under user-event are slow on a shared 2-core machine.
describe('Registro: filter by kind of item', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await installFakeRest({
      admin_audit_log: [
        entry(4, 1, 'accommodation', 'Piso Centro', 'delete'),
        entry(2, 2, 'leisure_spot', 'Bar Luna'),
        entry(5, 3, 'news', 'Feria de empleo', 'create'),
        entry(1, 4, 'accommodation', 'Ático Sol'),
        entry(3, 5, 'suggestion', 'Terraza Mar', 'approve'),
        entry(6, 0, 'report', 'sobre «Cena»', 'dismiss_report'),
        entry(7, 6, 'report', 'sobre un evento eliminado', 'resolve_report'),
      ],
      profiles: [{ id: ADMIN, full_name: 'Ana Admin', user_type: 'admin' }],
    });
  });

  it('reads the kind from the URL and lists only those items, newest first', async () => {
    renderApp(<AuditLogTab />, { route: '/admin?tab=registro&tipo=accommodation' });
    expect(await itemsShown()).toEqual(['Alojamiento Ático Sol', 'Alojamiento Piso Centro']);
    expect(
      screen.getByRole('combobox', { name: 'Filtrar por tipo de elemento' }),
    ).toHaveTextContent('Alojamiento');
  });

  it('choosing a kind filters the rows and keeps it in the URL; "Todos" clears it', async () => {
    renderApp(<AuditLogTab />, { route: '/admin?tab=registro' });
    expect(await itemsShown()).toHaveLength(7);
    // The kind, then the label the database wrote after it: not 'Reporte Reporte sobre «Cena»'.
    expect((await itemsShown()).at(0)).toBe('Reporte sobre un evento eliminado');
    expect((await itemsShown()).at(-1)).toBe('Reporte sobre «Cena»');
    // A dismissed report is not said to be resolved.
    const rows = await screen.findAllByRole('row');
    expect(within(rows.at(1)!).getAllByRole('cell')[2]).toHaveTextContent('Reporte resuelto');
    expect(within(rows.at(-1)!).getAllByRole('cell')[2]).toHaveTextContent('Reporte descartado');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filtrar por tipo de elemento' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todos los elementos',
      'Usuario',
      'Alojamiento',
      'Zona de ocio',
      'Noticia',
      'Sugerencia',
      'Reporte',
      'Evento',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Zona de ocio' }));
    expect(await screen.findByText('Bar Luna', { exact: false })).toBeInTheDocument();
    expect(await itemsShown()).toEqual(['Zona de ocio Bar Luna']);
    expect(currentUrl.value).toBe('/admin?tab=registro&tipo=leisure_spot');

    await userEvent.click(screen.getByRole('combobox', { name: 'Filtrar por tipo de elemento' }));
    await userEvent.click(screen.getByRole('option', { name: 'Todos los elementos' }));
    expect(await screen.findByText('Feria de empleo', { exact: false })).toBeInTheDocument();
    expect(currentUrl.value).toBe('/admin?tab=registro');
  });
});
