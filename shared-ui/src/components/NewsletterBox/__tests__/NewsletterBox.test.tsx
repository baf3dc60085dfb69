import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderWithTheme } from '../../../test/render';
import { NewsletterBox } from '../NewsletterBox';

const emailBox = () => screen.getByRole('textbox', { name: 'Tu email para el boletín' });
const subscribe = () => screen.getByRole('button', { name: 'Suscribirse' });

describe('<NewsletterBox />', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty or malformed email, in Spanish, and clears the error once corrected', async () => {
    const user = userEvent.setup();
    renderWithTheme(<NewsletterBox />);
    await user.click(subscribe());
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe tu email.');
    await user.type(emailBox(), 'ana@');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(subscribe());
    expect(screen.getByRole('alert')).toHaveTextContent('Introduce un email válido.');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Introduce un email válido.');
    expect(emailBox()).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses an address whose domain has no top-level domain, which the browser lets through', async () => {
    const user = userEvent.setup();
    renderWithTheme(<NewsletterBox />);
    await user.type(emailBox(), 'x@y{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Introduce un email válido.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('thanks a valid email and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithTheme(<NewsletterBox title="Suscríbete" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Suscríbete' })).toBeVisible();
    await user.type(emailBox(), 'ana@uni.es{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(
      '¡Gracias por suscribirte! Te escribiremos a ana@uni.es.',
    );
    expect(emailBox()).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});
