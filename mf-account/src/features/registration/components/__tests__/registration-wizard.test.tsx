import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSupabase } from '@univida/shared-auth';
import { Route, Routes } from '@univida/shared-router';
import { renderApp } from '@univida/shared-testing';
import { connectSupabase, serviceClient, signUpUser } from '@univida/shared-testing/backend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../types/registration';
import { RegistrationWizard } from '../registration-wizard';

// The wizard signs up on the real backend the package's test setup started; each test reads back
// what the database stored.
beforeAll(connectSupabase);

let emailCount = 0;
const newEmail = (name: string) => `${name}-${Date.now()}-${++emailCount}@test.univida.es`;

/** The profile and contact rows stored for an email (service role: past RLS). */
async function storedAccount(email: string) {
  const service = serviceClient();
  const { data: contact } = await service
    .from('profile_contacts')
    .select('id, phone')
    .eq('email', email)
    .maybeSingle();
  if (!contact) return null;
  const { data: profile } = await service
    .from('profiles')
    .select('*')
    .eq('id', contact.id)
    .single();
  return { contact, profile };
}

function renderWizard(role: Role = 'student') {
  renderApp(
    <Routes>
      <Route path="/register" element={<RegistrationWizard initialRole={role} />} />
      <Route path="/login" element={<h1>Página de acceso</h1>} />
    </Routes>,
    { route: '/register' },
  );
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = newEmail('ana')) {
  await user.type(screen.getByLabelText(/Nombre completo/), 'Ana Ruiz');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), 'secreto-123');
  await user.type(screen.getByLabelText(/Teléfono/), '600111222');
}

/** From the profile step to the sign-up, without a flatmate search. */
async function completeStudentSteps(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Tu perfil' });
  await user.type(screen.getByLabelText(/Ciudad/), 'Valencia');
  await user.type(screen.getByLabelText(/Carrera/), 'Medicina');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await screen.findByRole('heading', { name: 'Tus aficiones' });
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await screen.findByRole('heading', { name: '¿Buscas compañero de piso?' });
  await user.click(screen.getByRole('button', { name: 'No busco ahora' }));
}

beforeEach(() => {
  localStorage.clear();
});

// Rendering the real Radix widgets under user-event, and signing up on the real backend, is slow
// on a shared 2-core machine.
describe('RegistrationWizard', { timeout: 60_000 }, () => {
  it('takes a student through the six steps and submits the SPEC payload and signs out', async () => {
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByRole('radio', { name: 'Estudiante' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    // Focus follows the new step's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tus datos' })).toHaveFocus());
    expect(screen.getByText(/Paso 2 de 6/)).toBeInTheDocument();
    const email = newEmail('ana');
    await fillAccount(user, email);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { name: 'Tu perfil' });
    // The photo's upload needs a real browser's image decoder: e2e/tests/account/register-student.spec.ts.
    await user.type(screen.getByLabelText(/Ciudad/), 'Valencia');
    await user.type(screen.getByLabelText(/Carrera/), 'Medicina');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { name: 'Tus aficiones' });
    await user.click(screen.getByRole('button', { name: 'Lectura' }));
    expect(screen.getByRole('button', { name: 'Lectura' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { name: '¿Buscas compañero de piso?' });
    await user.click(screen.getByRole('button', { name: 'Sí, busco compañero' }));

    await screen.findByRole('heading', { name: 'Tus preferencias de convivencia' });
    const budget = screen.getByRole('slider', { name: 'Presupuesto mensual' });
    expect(budget).toHaveAttribute('aria-valuenow', '500');
    budget.focus();
    await user.keyboard('{ArrowRight}');
    expect(budget).toHaveAttribute('aria-valuenow', '550');
    await user.click(screen.getByRole('switch', { name: 'Acepto mascotas' }));
    await user.click(screen.getByRole('button', { name: 'Completar registro' }));

    // The success toast is checked in a real browser by e2e/tests/account/register-student.spec.ts.
    expect(
      await screen.findByRole('heading', { name: 'Página de acceso' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const stored = await storedAccount(email);
    expect(stored?.contact.phone).toBe('600111222');
    expect(stored?.profile).toMatchObject({
      user_type: 'student',
      full_name: 'Ana Ruiz',
      city: 'Valencia',
      career: 'Medicina',
      hobbies: ['Lectura'],
      is_looking_for_roommate: true,
      budget: 550,
      pets_allowed: true,
      smoker_tolerant: false,
    });
    // Registration ends signed out: the student signs in on /login.
    const { data } = await getSupabase().auth.getSession();
    expect(data.session).toBeNull();
  });

  it('raises "Faltan datos" and field errors when email and password are missing', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByLabelText(/Nombre completo/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('Faltan datos')).toBeInTheDocument();
    expect(screen.getByText('El email y la contraseña son obligatorios.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(screen.getByText('El teléfono es obligatorio.')).toBeInTheDocument();
  });

  it('submits an owner after step 2 and keeps what was typed when the server refuses', async () => {
    const taken = await signUpUser({ full_name: 'Carlos Pérez', user_type: 'owner' });
    const user = userEvent.setup();
    renderWizard('owner');

    expect(await screen.findByRole('radio', { name: 'Propietario' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Paso 2 de 2/)).toBeInTheDocument();
    await fillAccount(user, taken.email);
    await user.click(screen.getByRole('button', { name: 'Finalizar Registro' }));

    // The toast's title, and the reason on the email field itself.
    await waitFor(() => expect(screen.getByText('Error en el registro')).toBeInTheDocument(), {
      timeout: 10_000,
    });
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Este email ya está registrado: inicia sesión con él o usa otro.'),
    );
    expect(email).toHaveValue(taken.email);

    // An owner's back returns to step 1.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(
      await screen.findByRole('heading', { name: '¿Cómo vas a usar UniVida?' }),
    ).toBeInTheDocument();
  });

  it('puts focus on the field the server refused, not on <body>, after each failed submit', async () => {
    const taken = await signUpUser({ full_name: 'Carla Pérez', user_type: 'owner' });
    const user = userEvent.setup();
    renderWizard('owner');
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await fillAccount(user, taken.email);
    await user.click(screen.getByRole('button', { name: 'Finalizar Registro' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus(), { timeout: 10_000 });
    expect(screen.queryByText(/No se ha podido crear tu cuenta/)).toBeNull();

    // Sent again from the keyboard: the field takes focus again.
    screen.getByRole('button', { name: 'Finalizar Registro' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus(), { timeout: 10_000 });
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a student refused at the last step back to the email, with what was typed kept', async () => {
    const taken = await signUpUser({ full_name: 'Lucía Pérez', user_type: 'student' });
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await fillAccount(user, taken.email);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await completeStudentSteps(user);

    const email = await screen.findByLabelText(/^Email/, undefined, { timeout: 10_000 });
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByText(/Paso 2 de/)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Este email ya está registrado'),
    );
    expect(screen.getByLabelText(/Nombre completo/)).toHaveValue('Ana Ruiz');
  });

  it('keeps typed values when going back and forth', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByLabelText(/Nombre completo/), 'Ana Ruiz');
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    await user.click(await screen.findByRole('radio', { name: 'Propietario' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByLabelText(/Nombre completo/)).toHaveValue('Ana Ruiz');
    expect(screen.getByRole('button', { name: 'Finalizar Registro' })).toBeInTheDocument();
  });

  it('offers a Spanish photo button and refuses a file that is not a PNG or JPG', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const button = await screen.findByRole('button', { name: /Foto de perfil.*Seleccionar foto/ });
    expect(button).toHaveAccessibleDescription('PNG o JPG, máximo 5 MB');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('La imagen debe ser PNG o JPG.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Vista previa de tu foto de perfil' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La ciudad es obligatoria.')).toBeInTheDocument();
    expect(screen.getByText('La carrera es obligatoria.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
  });
});
