import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { serviceClient, signInAdminPage, signUpUser } from '@univida/shared-testing/backend';
import { describe, expect, it } from 'vitest';
import { ReportsTab } from '../reports-tab';

// The tab reads and resolves on the real backend (supabase-local) as the test admin.
const SLOW = { timeout: 10_000 };
const DAY = 24 * 60 * 60 * 1000;

/** An event by `creatorId`, reported by `reporterId`; returns the report's id. */
async function reportedEvent(creatorId: string, reporterId: string, title: string) {
  const service = serviceClient();
  const { data: event, error } = await service
    .from('events')
    .insert({
      creator_id: creatorId,
      title,
      category: 'Juegos',
      event_date: new Date(Date.now() + 7 * DAY).toISOString(),
      duration_hours: 2,
      location_name: 'Plaza del Pilar',
      city: 'Zaragoza',
      capacity: 10,
      registration_deadline: new Date(Date.now() + 6 * DAY).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw error;
  const report = await service
    .from('reports')
    .insert({ reporter_id: reporterId, item_id: event.id, reason: 'Spam' })
    .select('id')
    .single();
  if (report.error) throw report.error;
  return report.data.id;
}

describe('ReportsTab focus', { timeout: 60_000 }, () => {
  it("goes on to the next report's 'Eliminar evento' once a deleted event's report leaves", async () => {
    const stamp = `Foco ${Date.now()}`;
    const [creator, reporter] = await Promise.all([signUpUser(), signUpUser()]);
    const older = await reportedEvent(creator.userId, reporter.userId, `${stamp} Uno`);
    await reportedEvent(creator.userId, reporter.userId, `${stamp} Dos`);
    await signInAdminPage();
    const user = userEvent.setup();
    renderApp(<ReportsTab />, { route: '/admin?tab=reportes' });

    // Newest first: Dos, then Uno in its place.
    await user.click(
      await screen.findByRole('button', { name: `Eliminar evento ${stamp} Dos` }, SLOW),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(
        'El evento se ha eliminado y sus reportes se han resuelto.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: `Eliminar evento ${stamp} Uno` })).toHaveFocus(),
      SLOW,
    );
    expect(document.activeElement).not.toBe(document.body);

    await serviceClient().from('reports').update({ status: 'dismissed' }).eq('id', older);
  });
});
