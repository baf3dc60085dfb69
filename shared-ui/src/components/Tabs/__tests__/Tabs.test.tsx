import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { Tabs } from '../Tabs';

function AdminTabs() {
  return (
    <Tabs.Root defaultValue="resumen">
      <Tabs.List aria-label="Secciones">
        <Tabs.Trigger value="resumen">Resumen</Tabs.Trigger>
        <Tabs.Trigger value="usuarios">Usuarios</Tabs.Trigger>
        <Tabs.Trigger value="noticias">Noticias</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="resumen">Actividad reciente</Tabs.Content>
      <Tabs.Content value="usuarios">Lista de usuarios</Tabs.Content>
      <Tabs.Content value="noticias">Lista de noticias</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab', async () => {
    renderWithTheme(<AdminTabs />);
    expect(screen.getByRole('tabpanel', { name: 'Resumen' })).toHaveTextContent(
      'Actividad reciente',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Usuarios' }));
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Usuarios' })).toHaveTextContent(
      'Lista de usuarios',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithTheme(<AdminTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Radix moves focus on the next tick.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Noticias' })).toHaveFocus());
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Lista de noticias');
  });

  it('has no axe violations', async () => {
    renderWithTheme(<AdminTabs />);
    expect(await axeViolations()).toEqual([]);
  });
});
