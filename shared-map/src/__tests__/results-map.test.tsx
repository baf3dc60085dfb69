import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UniVidaThemeProvider } from '@univida/shared-ui';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationMap, ResultsMap, type MapBounds } from '../index';

const markers = [
  { id: 'a', latitude: 39.47, longitude: -0.37, label: '450 €', title: 'Piso en Benimaclet' },
  { id: 'b', latitude: 39.48, longitude: -0.34, label: '1.200 €', title: 'Estudio junto a la UPV' },
];

beforeEach(() => {
  // The tile config comes from app-config.json; here it names a test tile server.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            supabaseUrl: 'http://127.0.0.1:9',
            supabaseAnonKey: 'k',
            mapTiles: {
              url: 'https://tiles.test/{z}/{x}/{y}.png',
              attribution: 'Teselas de prueba',
            },
          }),
        ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderMap = (ui: ReactElement) => render(<UniVidaThemeProvider>{ui}</UniVidaThemeProvider>);

describe('ResultsMap', () => {
  it('draws a named marker per result on the configured tiles, and shows the card of the one clicked', async () => {
    renderMap(
      <ResultsMap
        label="Mapa de alojamientos"
        markers={markers}
        renderCard={(id) => <p>Tarjeta {id}</p>}
      />,
    );
    const map = await screen.findByRole('region', { name: 'Mapa de alojamientos' });
    const marker = await within(map).findByRole('button', {
      name: 'Estudio junto a la UPV, 1.200 €',
    });
    expect(
      within(map).getByRole('button', { name: 'Piso en Benimaclet, 450 €' }),
    ).toHaveTextContent('450 €');
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/,
    );
    expect(map).toHaveTextContent('Teselas de prueba');

    await userEvent.click(marker);
    const card = await screen.findByRole('dialog', { name: 'Resultado seleccionado' });
    expect(card).toHaveTextContent('Tarjeta b');
    await userEvent.click(within(card).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a marker's card with Enter or Space, focuses it, and gives focus back on Escape; zoom in Spanish", async () => {
    renderMap(
      <ResultsMap
        label="Mapa de alojamientos"
        markers={markers}
        renderCard={(id) => <p>Tarjeta {id}</p>}
      />,
    );
    const map = await screen.findByRole('region', { name: 'Mapa de alojamientos' });
    expect(within(map).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    expect(map).not.toHaveTextContent(/zoom/i);

    const marker = await within(map).findByRole('button', { name: 'Piso en Benimaclet, 450 €' });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Resultado seleccionado' });
    expect(card).toHaveTextContent('Tarjeta a');
    await waitFor(() => expect(card).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(marker).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Resultado seleccionado' })).toHaveTextContent(
      'Tarjeta a',
    );
  });

  describe('on a map the size of a screen', () => {
    // jsdom lays nothing out: Leaflet needs the container's size to choose a zoom that fits.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    });
    afterEach(() => vi.restoreAllMocks());

    // A click on the map beside the markers closes it too: e2e (jsdom has no layout to click on).
    it('puts a card opened by mouse away with Escape', async () => {
      renderMap(
        <ResultsMap label="Mapa" markers={markers} renderCard={(id) => <p>Tarjeta {id}</p>} />,
      );
      const map = await screen.findByRole('region', { name: 'Mapa' });
      const marker = await within(map).findByRole('button', { name: 'Piso en Benimaclet, 450 €' });
      await userEvent.click(marker);
      await screen.findByRole('dialog', { name: 'Resultado seleccionado' });
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('groups the markers that would pile up into one numbered marker, which zooms in to split them', async () => {
      const benimaclet = Array.from({ length: 3 }, (_, n) => ({
        id: `v${n}`,
        latitude: 39.485 + n * 0.002,
        longitude: -0.36 + n * 0.002,
        label: `${400 + n} €`,
        title: `Piso ${n} en Benimaclet`,
      }));
      const zaragoza = {
        id: 'z',
        latitude: 41.65,
        longitude: -0.88,
        label: '380 €',
        title: 'Piso en Delicias',
      };
      renderMap(
        <ResultsMap
          label="Mapa"
          markers={[...benimaclet, zaragoza]}
          groupName={(n) => `${n} alojamientos`}
        />,
      );
      const map = await screen.findByRole('region', { name: 'Mapa' });
      const group = await within(map).findByRole('button', { name: 'Ver de cerca 3 alojamientos' });
      expect(group).toHaveTextContent('3');
      expect(
        within(map).getByRole('button', { name: 'Piso en Delicias, 380 €' }),
      ).toBeInTheDocument();
      expect(within(map).queryByRole('button', { name: /Benimaclet, / })).not.toBeInTheDocument();

      group.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(
          within(map).queryByRole('button', { name: 'Ver de cerca 3 alojamientos' }),
        ).not.toBeInTheDocument(),
      );
      expect(map.querySelector('.leaflet-container')).toHaveFocus();
      // Each press goes to the zoom where that group splits; a smaller group may remain.
      for (
        let left = 3;
        left > 0 && within(map).queryByRole('button', { name: /^Ver de cerca/ });
        left--
      ) {
        await userEvent.click(within(map).getByRole('button', { name: /^Ver de cerca/ }));
      }
      expect(
        within(map).getAllByRole('button', { name: /^Piso \d en Benimaclet, \d+ €$/ }),
      ).toHaveLength(3);
    });
  });

  it("hands the visible area to 'Buscar en esta zona'", async () => {
    const onSearchArea = vi.fn<(b: MapBounds) => void>();
    renderMap(<ResultsMap label="Mapa" markers={markers} onSearchArea={onSearchArea} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Buscar en esta zona' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const bounds = onSearchArea.mock.calls[0]![0];
    expect(bounds.south).toBeLessThanOrEqual(bounds.north);
    expect(bounds.west).toBeLessThanOrEqual(bounds.east);
    expect(Object.values(bounds).every(Number.isFinite)).toBe(true);
  });
});

describe('LocationMap', () => {
  it('reports the point picked with a click', async () => {
    const onPick = vi.fn();
    renderMap(<LocationMap label="Ubicación" point={null} onPick={onPick} />);
    const map = await screen.findByRole('region', { name: 'Ubicación' });
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    await userEvent.click(map.querySelector('.leaflet-container')!);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    const [point] = onPick.mock.calls[0]!;
    expect(Number.isFinite(point.latitude) && Number.isFinite(point.longitude)).toBe(true);
  });

  describe('showing a place, away from the screen', () => {
    let reveal: () => void;
    beforeEach(() => {
      // jsdom has no IntersectionObserver: this one reports the element on screen when told to.
      class ObserverStub {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          reveal = () =>
            act(() =>
              this.callback(
                [{ isIntersecting: true, target } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
            );
        }
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', ObserverStub);
    });

    it('keeps a same-size placeholder, and no map, until the map nears the screen', async () => {
      const { container } = renderMap(
        <LocationMap
          label="Ubicación del sitio"
          point={{ latitude: 39.47, longitude: -0.37 }}
          height="240px"
        />,
      );
      await new Promise((done) => setTimeout(done, 50));
      expect(screen.queryByRole('region', { name: 'Ubicación del sitio' })).not.toBeInTheDocument();
      expect(container.querySelector('.leaflet-container')).toBeNull();
      expect(container.querySelector('[aria-hidden]')).toHaveStyle({ height: '240px' });

      reveal();
      const map = await screen.findByRole('region', { name: 'Ubicación del sitio' });
      await waitFor(() => expect(map.querySelector('.univida-marker')).not.toBeNull());
    });

    it('a picker loads at once, without waiting to be seen', async () => {
      renderMap(<LocationMap label="Elegir" point={null} onPick={vi.fn()} />);
      expect(await screen.findByRole('region', { name: 'Elegir' })).toBeInTheDocument();
    });
  });
});
