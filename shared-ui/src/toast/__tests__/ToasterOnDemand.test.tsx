import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ToasterOnDemand } from '../ToasterOnDemand';
import { dismissToast, toast } from '../toast-store';

describe('<ToasterOnDemand />', () => {
  afterEach(() => act(() => dismissToast()));

  it('renders nothing until the first toast, then shows that toast and keeps the Toaster mounted', async () => {
    const { container } = renderWithTheme(<ToasterOnDemand />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /^Notificaci/ })).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Guardado', variant: 'success' });
    });
    // The Toaster's chunk loads on demand: slow on a busy machine.
    expect(await screen.findByText('Guardado', {}, { timeout: 10_000 })).toBeInTheDocument();

    act(() => dismissToast());
    expect(screen.getByRole('region', { name: /^Notificaci/ })).toBeInTheDocument();
  });
});
