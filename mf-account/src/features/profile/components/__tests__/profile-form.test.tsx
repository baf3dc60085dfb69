import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@univida/shared-auth';
import { renderApp } from '@univida/shared-testing';
import { signInPage, signUpUser, type SignedUpUser } from '@univida/shared-testing/backend';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileForm } from '../profile-form';

// The form saves through the page's own client, signed in as a new student on the real backend
// (supabase-local, started by the package's test setup), so each test reads back what was stored.
const PHONE = '600111222';
let student: SignedUpUser;
let profile: Profile;

async function storedProfile(): Promise<Profile> {
  const { data, error } = await student.client
    .from('profiles')
    .select('*')
    .eq('id', student.userId)
    .single();
  if (error) throw error;
  return data;
}

function renderForm() {
  renderApp(
    <ProfileForm
      userId={student.userId}
      email={student.email}
      data={{ profile, phone: PHONE, admissionGrade: null }}
    />,
  );
}

beforeEach(async () => {
  student = await signUpUser({
    full_name: 'Ana Ruiz',
    city: 'Valencia',
    gender: 'female',
    bio: 'Hola',
    phone: PHONE,
  });
  await signInPage(student);
  profile = await storedProfile();
});

// Rendering the real Radix widgets under user-event is slow on a shared 2-core machine.
describe('ProfileForm', { timeout: 30_000 }, () => {
  it('starts in view mode: initials, read-only fields, no photo upload, Búsqueda disabled', async () => {
    renderForm();
    expect(await screen.findByRole('img', { name: 'Ana Ruiz' })).toHaveTextContent('AR');
    expect(screen.getByLabelText(/Nombre completo/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Email/)).toHaveValue(student.email);
    expect(
      screen.queryByRole('button', { name: 'Cambiar foto de perfil' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Búsqueda' })).toBeDisabled();
  });

  it('Editar enables editing and the Búsqueda tab; Guardar saves every field but id, created_at, user_type', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(
      screen.getByRole('button', { name: 'Cambiar foto de perfil' }),
    ).toHaveAccessibleDescription('PNG o JPG, máximo 5 MB');
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
    const saved = await storedProfile();
    expect(saved).toMatchObject({
      full_name: 'Ana María Ruiz',
      is_looking_for_roommate: true,
      budget: 300,
      city: 'Valencia',
      bio: 'Hola',
      // What the form may not change stays as it was.
      user_type: 'student',
      created_at: profile.created_at,
    });
    const { data: contact } = await student.client
      .from('profile_contacts')
      .select('phone')
      .eq('id', student.userId)
      .single();
    expect(contact?.phone).toBe(PHONE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument());
  });

  it('keeps an admission grade typed with a comma, and refuses one above 14 without saving', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const grade = screen.getByLabelText(/Nota de acceso/);
    await user.type(grade, '14,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('La nota de acceso debe ser un número entre 0 y 14.'),
    ).toBeInTheDocument();
    expect(grade).toHaveAttribute('aria-invalid', 'true');

    await user.clear(grade);
    await user.type(grade, '12,75');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Perfil actualizado!')).toBeInTheDocument();
    const { data: contact } = await student.client
      .from('profile_contacts')
      .select('phone, admission_grade')
      .eq('id', student.userId)
      .single();
    expect(contact).toEqual({ phone: PHONE, admission_grade: 12.75 });
  });

  it('Editar puts focus on the first field, and Cancelar or Guardar give it back to Editar', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText(/Nombre completo/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Perfil actualizado!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus());
  });

  it('says what is wrong with a phone beside it, and saves nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const phone = screen.getByLabelText('Teléfono');
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(phone).toHaveAccessibleDescription(/^Introduce un teléfono válido/);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(await storedProfile()).toEqual(profile);
  });

  it('requires a name before saving', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText(/Nombre completo/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(await storedProfile()).toEqual(profile);
  });

  it('counts the bio against its limit and refuses a longer one, from another tab too, saving nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const bio = screen.getByLabelText('Sobre mí');
    expect(bio).toHaveAccessibleDescription('4 de 1.000 caracteres');
    await user.clear(bio);
    // Pasted, as a long text usually arrives.
    await user.click(bio);
    await user.paste('a'.repeat(1001));
    expect(bio).toHaveAccessibleDescription('1001 de 1.000 caracteres');
    await user.click(screen.getByRole('tab', { name: 'Preferencias' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The 'Perfil' tab comes back with the field in focus and its error.
    await waitFor(() => expect(screen.getByLabelText('Sobre mí')).toHaveFocus());
    const shown = screen.getByLabelText('Sobre mí');
    expect(shown).toHaveAttribute('aria-invalid', 'true');
    expect(shown).toHaveAccessibleDescription(/Máximo 1\.000 caracteres\./);
    expect(await storedProfile()).toEqual(profile);
  });

  it("goes back to no gender with 'Prefiero no decirlo'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const gender = screen.getByRole('combobox', { name: 'Género' });
    expect(gender).toHaveTextContent('Mujer');
    await user.click(gender);
    await user.click(screen.getByRole('option', { name: 'Prefiero no decirlo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect((await storedProfile()).gender).toBeNull());
  });
});
