import { screen } from '@testing-library/react';
import { renderApp } from '@univida/shared-testing';
import { describe, expect, it } from 'vitest';
import App from '../app';

const routes = [
  ['/alojamiento', 'Buscar Alojamiento'],
  ['/alojamiento/abc', 'Detalle del alojamiento'],
  ['/roomie-match', 'RoomieMatch'],
  ['/roomie-match/abc', 'Perfil de compañero'],
  ['/chats', 'Chats'],
] as const;

describe('mf_housing routes', () => {
  it.each(routes)('%s shows its page title', async (path, title) => {
    renderApp(<App />, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
