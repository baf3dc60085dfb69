import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { axeViolations } from '@univida/shared-ui/test/axe';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateNewsMenu } from '../create-news-menu';

const viewer = vi.hoisted(() => ({ userType: 'admin' as string | null }));

// The signed-in viewer; the rest of shared-auth (the client, AuthProvider) is the real one.
vi.mock('@univida/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@univida/shared-auth')>()),
  useIsAdmin: () => viewer.userType === 'admin',
  useSession: () => ({
    session: null,
    user: viewer.userType ? { id: '11111111-1111-1111-1111-111111111111' } : null,
  }),
  useProfile: () => ({
    profile: viewer.userType ? { full_name: 'Ana Admin', user_type: viewer.userType } : null,
    loading: false,
    refresh: async () => {},
  }),
}));

async function openDialog(category: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: category }));
  return screen.findByRole('dialog', { name: `Nueva noticia: ${category}` });
}

describe('CreateNewsMenu', () => {
  beforeEach(() => {
    viewer.userType = 'admin';
  });

  it('is not there for a student or a visitor', () => {
    viewer.userType = 'student';
    const { unmount } = renderApp(<CreateNewsMenu />);
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
    unmount();
    viewer.userType = null;
    renderApp(<CreateNewsMenu />);
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
  });

  it('offers Anuncio, Empleo and Formación, each opening the dialog for it', async () => {
    renderApp(<CreateNewsMenu />);
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
    renderApp(<CreateNewsMenu />);
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
    renderApp(<CreateNewsMenu />);
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
    // renderApp points Supabase at an address nothing listens on.
    renderApp(<CreateNewsMenu />);
    const dialog = await openDialog('Anuncio');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Jornada');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Descripción/ }),
      'Puertas abiertas',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Error al crear la noticia', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva noticia: Anuncio' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Título/ })).toHaveValue('Jornada');
  });
});
