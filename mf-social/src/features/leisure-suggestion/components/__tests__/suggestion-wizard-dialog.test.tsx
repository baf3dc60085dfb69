import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import SuggestionWizardDialog from '../suggestion-wizard-dialog';

describe('SuggestionWizardDialog and focus', { timeout: 30_000 }, () => {
  it("step 2 without a city focuses the city select, not 'Siguiente'", async () => {
    const user = userEvent.setup();
    renderApp(<SuggestionWizardDialog suggesterId="user-1" open onOpenChange={() => {}} />);

    // Step 1 with nothing filled: focus goes to its first wrong field.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Bar Central');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // The category is a select: its trigger takes focus too.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Categoría/ })),
    );
    await user.click(screen.getByRole('combobox', { name: /Categoría/ }));
    await user.click(screen.getAllByRole('option')[0]!);
    await user.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Tapas y música.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText(/Paso 2 de 3/);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const city = screen.getByRole('combobox', { name: /Ciudad/ });
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByText(/Paso 2 de 3/)).toBeInTheDocument();
  });
});
