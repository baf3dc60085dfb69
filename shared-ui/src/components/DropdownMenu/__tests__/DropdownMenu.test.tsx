import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { theme } from '../../../theme/theme';
import { Button } from '../../Button/Button';
import { DropdownMenu } from '../DropdownMenu';

function UserMenu({ onSignOut }: { onSignOut: () => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost">Mi cuenta</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Ana García</DropdownMenu.Label>
        <DropdownMenu.Group>
          <DropdownMenu.Item asChild>
            <a href="/profile">Mi perfil</a>
          </DropdownMenu.Item>
          <DropdownMenu.Item>Favoritos</DropdownMenu.Item>
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={onSignOut}>Cerrar sesión</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard with focus on the first item', async () => {
    renderWithTheme(<UserMenu onSignOut={vi.fn()} />);
    screen.getByRole('button', { name: 'Mi cuenta' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mi perfil',
      'Favoritos',
      'Cerrar sesión',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Mi perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('runs onSelect and closes', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(<UserMenu onSignOut={onSignOut} />);
    screen.getByRole('button', { name: 'Mi cuenta' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks the focused item with an indigo outline as well as a tint', async () => {
    renderWithTheme(<UserMenu onSignOut={vi.fn()} />);
    screen.getByRole('button', { name: 'Mi cuenta' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = screen.getByRole('menuitem', { name: 'Mi perfil' });
    expect(item).toHaveFocus();
    expect(item).toHaveAttribute('data-highlighted');
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    const name = Array.from(item.classList).find((c) => css.includes(`.${c}[data-highlighted]{`));
    expect(name).toBeDefined();
    const start = css.indexOf(`.${name}[data-highlighted]{`);
    const rule = css.slice(start, css.indexOf('}', start));
    expect(rule).toContain(`outline:2px solid ${theme.colors.primary}`);
    expect(rule).toContain(`background:${theme.colors.primarySoftHover}`);
  });
});
