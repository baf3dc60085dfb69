// /roomie-match/:id: another student's profile offers a message, a heart and rooms for both; one's
// own profile (QA: 'Enviar mensaje a Lucía' only answered 'No puedes enviarte un mensaje a ti
// mismo') offers none of them, only a way to edit it.
import { screen } from '@testing-library/react';
import { installFakeRest, renderApp } from '@univida/shared-testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../../../app';

const LUCIA = '00000000-0000-4000-a000-000000000002';
const ANA = '00000000-0000-4000-a000-000000000001';
const session = vi.hoisted(() => ({ user: null as { id: string } | null }));

vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  useSession: () => ({ user: session.user }),
}));

// The profile is one read and one RPC (the compatibility, null for oneself): the page's own query,
// answered here, since the fake REST server serves no RPC.
vi.mock('../../../features/flatmates/api/get-roommate', async (importOriginal) => {
  const { useQuery } = await import('@univida/shared-query');
  return {
    ...(await importOriginal<typeof import('../../../features/flatmates/api/get-roommate')>()),
    useRoommate: (id: string, viewerId: string | null) =>
      useQuery({
        queryKey: ['roommates', 'detail', id, viewerId],
        queryFn: async () => ({
          roommate: {
            id,
            full_name: 'Lucía Fernández Ruiz',
            bio: 'Madrugadora y ordenada.',
            career: 'Psicología',
            city: 'Valencia',
            budget: 450,
            hobbies: ['Senderismo'],
            profile_picture_url: null,
            early_bird: 6,
            party_animal: 5,
            house_parties: 0,
            smoker_tolerant: false,
            pets_allowed: true,
          },
          compatibility: null,
        }),
      }),
  };
});

describe('/roomie-match/:id', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await installFakeRest({ accommodations: [], favorites: [] });
  });

  it("offers another student's profile a message, a heart and rooms for both", async () => {
    session.user = { id: ANA };
    renderApp(<App />, { route: `/roomie-match/${LUCIA}` });
    expect(
      await screen.findByRole('button', { name: 'Enviar mensaje a Lucía' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Guardar Lucía Fernández Ruiz en favoritos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Buscad piso juntos')).toBeInTheDocument();
    expect(screen.queryByText('Este es tu perfil.')).toBeNull();
  });

  it('shows the student their own profile with a link to edit it, and nothing to do with themselves', async () => {
    session.user = { id: LUCIA };
    renderApp(<App />, { route: `/roomie-match/${LUCIA}` });
    expect(
      await screen.findByText('Este es tu perfil.', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar mi perfil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByText('Lucía Fernández Ruiz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enviar mensaje/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
    expect(screen.queryByText('Buscad piso juntos')).toBeNull();
  });
});
