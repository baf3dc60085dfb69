import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentProfile, renderApp } from '@univida/shared-testing';
import {
  signInAdminPage,
  signInPage,
  signOutPage,
  signUpUser,
  takeBackendDown,
} from '@univida/shared-testing/backend';
import { axeViolations } from '@univida/shared-ui/test/axe';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateNewsMenu } from '../create-news-menu';

// Who sees the menu is what the real backend says of the signed-in user (supabase-local, started
// by the package's test setup): their profile, read by the page's AuthProvider.
const signedInAs = (userType: string) =>
  waitFor(() => expect(currentProfile.value?.user_type).toBe(userType), { timeout: 10_000 });

beforeEach(signInAdminPage);

async function renderAsAdmin() {
  renderApp(<CreateNewsMenu />);
  await signedInAs('admin');
}

async function openDialog(category: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Crear' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: category }));
  return screen.findByRole('dialog', { name: `Nueva noticia: ${category}` });
}

// Radix widgets under user-event are slow on a shared 2-core machine.
describe('CreateNewsMenu', { timeout: 30_000 }, () => {
  it('is not there for a student or a visitor', async () => {
    await signInPage(await signUpUser({ user_type: 'student' }));
    const { unmount } = renderApp(<CreateNewsMenu />);
    await signedInAs('student');
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
    unmount();
    await signOutPage();
    renderApp(<CreateNewsMenu />);
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
  });

  it('offers Anuncio, Empleo and Formación, each opening the dialog for it', async () => {
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Anuncio', 'Empleo', 'Formación']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Formación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva noticia: Formación' });
    expect(within(dialog).getByRole('button', { name: /Seleccionar imagen/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Noticia destacada' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
    // axe over a whole dialog takes seconds on a busy machine.
  }, 20_000);

  it('requires a title and a description', async () => {
    await renderAsAdmin();
    const dialog = await openDialog('Anuncio');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await within(dialog).findByText('El título es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('La descripción es obligatoria.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('starts empty every time it opens', async () => {
    await renderAsAdmin();
    let dialog = await openDialog('Empleo');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Oferta');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Noticia destacada' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openDialog('Empleo');
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('');
    expect(within(dialog).getByRole('switch', { name: 'Noticia destacada' })).not.toBeChecked();
  });

  it('keeps the dialog and what was typed when the server cannot be reached, and says so', async () => {
    await renderAsAdmin();
    const dialog = await openDialog('Anuncio');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Jornada');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Descripción/ }),
      'Puertas abiertas',
    );
    takeBackendDown();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Error al crear la noticia', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva noticia: Anuncio' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Jornada');
  });
});
