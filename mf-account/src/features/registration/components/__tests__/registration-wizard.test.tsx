import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@univida/shared-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@univida/shared-testing';
import type { Role } from '../../types/registration';
import { RegistrationWizard } from '../registration-wizard';

const { signUp, signOut, uploadProfilePicture } = vi.hoisted(() => ({
  signUp: vi.fn(),
  signOut: vi.fn(),
  uploadProfilePicture: vi.fn(),
}));
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  signUp,
  signOut,
}));
vi.mock('../../../../lib/upload-profile-picture', () => ({ uploadProfilePicture }));

function renderWizard(role: Role = 'student') {
  renderApp(
    <Routes>
      <Route path="/register" element={<RegistrationWizard initialRole={role} />} />
      <Route path="/login" element={<h1>Página de acceso</h1>} />
    </Routes>,
    { route: '/register' },
  );
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, email = 'ana@example.com') {
  await user.type(screen.getByLabelText(/Nombre completo/), 'Ana Ruiz');
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Contraseña/), 'secreto-123');
  await user.type(screen.getByLabelText(/Teléfono/), '600111222');
}

beforeEach(() => {
  localStorage.clear();
  signUp.mockReset().mockResolvedValue({
    data: { user: { id: 'user-1' }, session: { access_token: 't' } },
    error: null,
  });
  signOut.mockReset().mockResolvedValue({ error: null });
  uploadProfilePicture.mockReset().mockResolvedValue('https://example.com/p.png');
});

// Rendering the real Radix widgets under user-event is slow on a shared 2-core machine.
describe('RegistrationWizard', { timeout: 30_000 }, () => {
  it('takes a student through the six steps and submits the SPEC payload, photo and sign-out', async () => {
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByRole('radio', { name: 'Estudiante' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    // Focus follows the new step's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tus datos' })).toHaveFocus());
    expect(screen.getByText(/Paso 2 de 6/)).toBeInTheDocument();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('heading', { name: 'Tu perfil' });
    const photo = new File(['png'], 'ana.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Foto de perfil'), photo);
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

    expect(await screen.findByText('✅ ¡Registro completado!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Página de acceso' })).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      'ana@example.com',
      'secreto-123',
      expect.objectContaining({
        user_type: 'student',
        full_name: 'Ana Ruiz',
        phone: '600111222',
        city: 'Valencia',
        career: 'Medicina',
        hobbies: ['Lectura'],
        isLookingForRoommate: true,
        budget: [550],
        petsAllowed: true,
        smokerTolerant: false,
      }),
    );
    expect(uploadProfilePicture).toHaveBeenCalledWith('user-1', photo);
    expect(signOut).toHaveBeenCalled();
  });

  it('raises "Faltan datos" and field errors when email and password are missing', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await user.type(await screen.findByLabelText(/Nombre completo/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('❌ Faltan datos')).toBeInTheDocument();
    expect(screen.getByText('El email y la contraseña son obligatorios.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(screen.getByText('El teléfono es obligatorio.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('submits an owner after step 2 and keeps what was typed when the server refuses', async () => {
    signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: new Error('User already registered'),
    });
    const user = userEvent.setup();
    renderWizard('owner');

    expect(await screen.findByRole('radio', { name: 'Propietario' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/Paso 2 de 2/)).toBeInTheDocument();
    await fillAccount(user, 'carlos@example.com');
    await user.click(screen.getByRole('button', { name: 'Finalizar Registro' }));

    expect(await screen.findByText('❌ Error en el registro')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith('carlos@example.com', 'secreto-123', {
      user_type: 'owner',
      full_name: 'Ana Ruiz',
      phone: '600111222',
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('carlos@example.com');

    // An owner's back returns to step 1.
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(
      await screen.findByRole('heading', { name: '¿Cómo vas a usar UniVida?' }),
    ).toBeInTheDocument();
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

  it('refuses a photo that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.upload(
      await screen.findByLabelText('Foto de perfil'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('La foto debe ser un archivo de imagen.')).toBeInTheDocument();
    expect(screen.getByText('La ciudad es obligatoria.')).toBeInTheDocument();
    expect(screen.getByText('La carrera es obligatoria.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
  });
});
