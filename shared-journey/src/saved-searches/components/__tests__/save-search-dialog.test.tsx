import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import SaveSearchDialog from '../save-search-dialog';

const renderDialog = () =>
  renderApp(
    <SaveSearchDialog
      kind="accommodations"
      query=""
      filters={{}}
      suggestedName="Pisos en Valencia"
      open
      onOpenChange={() => undefined}
    />,
  );

describe('SaveSearchDialog: the name', () => {
  it('keeps a 300-character name whole and says it is too long, instead of cutting it to 80', async () => {
    const user = userEvent.setup();
    renderDialog();
    const input = screen.getByRole('textbox', { name: 'Nombre de la búsqueda' });
    expect(input).toHaveAccessibleDescription('17 de 80 caracteres');
    await user.clear(input);
    await user.click(input);
    await user.paste('a'.repeat(300));
    expect(input).toHaveValue('a'.repeat(300));
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo 80 caracteres.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/300 de 80 caracteres/);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog', { name: 'Guardar búsqueda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Máximo 80 caracteres.');

    await user.clear(input);
    await user.paste('a'.repeat(80));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
