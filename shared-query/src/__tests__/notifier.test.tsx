import { act, render, screen } from '@testing-library/react';
import { Toaster, UniVidaThemeProvider } from '@univida/shared-ui';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '..';

const renderToaster = () =>
  render(
    <UniVidaThemeProvider>
      <Toaster />
    </UniVidaThemeProvider>,
  );

const failing = (message: string) => () => Promise.reject(new Error(message));

async function settle(run: () => Promise<unknown>) {
  await act(async () => {
    await run().catch(() => undefined);
  });
}

describe('the query client notifier', () => {
  it("toasts a failed query under its meta's title, with the error said in Spanish", async () => {
    const client = createQueryClient();
    renderToaster();
    await settle(() =>
      client.fetchQuery({
        queryKey: ['scores'],
        queryFn: failing('TypeError: Failed to fetch'),
        retry: false,
        meta: { errorTitle: 'Error al cargar las notas de corte' },
      }),
    );
    expect(await screen.findByText('Error al cargar las notas de corte')).toBeInTheDocument();
    expect(screen.getByText(/^No hay conexión con el servidor/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
  });

  it('stays silent for a query that opts out', async () => {
    const client = createQueryClient();
    renderToaster();
    await settle(() =>
      client.fetchQuery({
        queryKey: ['own-rating'],
        queryFn: failing('PGRST116'),
        retry: false,
        meta: { notifyError: false },
      }),
    );
    expect(screen.queryByText('PGRST116')).not.toBeInTheDocument();
  });

  it('toasts a failed mutation, with a default title when it names none', async () => {
    const client = createQueryClient();
    renderToaster();
    await settle(() =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failing('internal error') })
        .execute(undefined),
    );
    expect(await screen.findByText('No se pudo guardar el cambio')).toBeInTheDocument();
    expect(screen.getByText(/^El servidor ha tenido un problema/)).toBeInTheDocument();
    expect(screen.queryByText('internal error')).not.toBeInTheDocument();
  });
});
