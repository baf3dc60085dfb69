import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../../test/profile-fixture';
import { renderApp } from '@univida/shared-testing';
import { ProfileForm } from '../profile-form';

// A stand-in for the typed client that records the RPC calls (the save is one RPC, whose
// atomicity supabase/tests/server-owned-fields.test.ts checks on a real database).
const { updates, fakeClient } = vi.hoisted(() => {
  const updates: { fn: string; args: { p_profile: Record<string, unknown>; p_phone: string } }[] = [];
  const fakeClient = {
    rpc: (fn: string, args: (typeof updates)[number]['args']) => {
      updates.push({ fn, args });
      return Promise.resolve({ data: null, error: null });
    },
  };
  return { updates, fakeClient };
});
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  getSupabase: () => fakeClient,
  refreshProfile: () => Promise.resolve(),
}));

const profile = makeProfile({ city: 'Valencia', gender: 'female', bio: 'Hola' });

function renderForm() {
  renderApp(
    <ProfileForm userId="user-1" email="ana@example.com" data={{ profile, phone: '600111222' }} />,
  );
}

beforeEach(() => {
  updates.length = 0;
});

// Rendering the real Radix widgets under user-event is slow on a shared 2-core machine.
describe('ProfileForm', { timeout: 30_000 }, () => {
  it('starts in view mode: initials, read-only fields, no photo upload, Búsqueda disabled', async () => {
    renderForm();
    expect(await screen.findByRole('img', { name: 'Ana Ruiz' })).toHaveTextContent('AR');
    expect(screen.getByLabelText(/Nombre completo/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText('Cambiar foto de perfil')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Búsqueda' })).toBeDisabled();
  });

  it('Editar enables editing and the Búsqueda tab; Guardar saves every field but id, created_at, user_type', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(updates).toHaveLength(0); // entering edit mode does not submit
    expect(screen.getByLabelText('Cambiar foto de perfil')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('readonly');

    const name = screen.getByLabelText(/Nombre completo/);
    await user.clear(name);
    await user.type(name, 'Ana María Ruiz');
    await user.click(screen.getByRole('tab', { name: 'Búsqueda' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('switch', { name: 'Busco compañero de piso' }));
    expect(within(panel).getByRole('slider', { name: 'Presupuesto mensual' })).toHaveAttribute(
      'aria-valuenow',
      '300',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('¡Perfil actualizado!')).toBeInTheDocument();
    expect(updates.map((u) => u.fn)).toEqual(['update_own_profile']);
    const profileUpdate = updates[0]!.args.p_profile;
    expect(profileUpdate).toMatchObject({
      full_name: 'Ana María Ruiz',
      is_looking_for_roommate: true,
      budget: 300,
    });
    expect(profileUpdate).not.toHaveProperty('id');
    expect(profileUpdate).not.toHaveProperty('created_at');
    expect(profileUpdate).not.toHaveProperty('user_type');
    expect(updates[0]!.args.p_phone).toBe('600111222');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument());
  });

  it('requires a name before saving', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText(/Nombre completo/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
});
