import { latLngBounds, point, type LatLngBoundsExpression, type Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Button, HIDES_HELP_CHAT_ON_PHONE } from '@univida/shared-ui';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { SpanishControls } from './map-controls';
import { MapStyles } from './map-styles';
import { useMapItems } from './clusters';
import { groupIcon, markerIcon } from './marker-icon';
import { currentMapTiles } from './tiles';
import type { MapBounds, MapMarker } from './types';

export interface ResultsMapProps {
  /** The results, one marker each, with their label (a price) drawn on it. */
  markers: MapMarker[];
  /** Accessible name of the map region ('Mapa de alojamientos'). */
  label: string;
  /** The card shown over the map when a marker is chosen (click, or Enter on a focused marker). */
  renderCard?: (id: string) => ReactNode;
  /** Every time the visible area settles after a move or zoom. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /** Shows a 'Buscar en esta zona' button that hands over the visible area. */
  onSearchArea?: (bounds: MapBounds) => void;
  searchAreaLabel?: string;
  /** Refits the view to the markers whenever it changes (a new search), not on every new list. */
  fitKey?: string;
  /** Where to look when there is nothing to fit to. */
  fallbackBounds?: MapBounds;
  height?: string;
  /** What a group of nearby markers is called: n => `${n} alojamientos`. */
  groupName?: (count: number) => string;
}

/** Spain's Mediterranean side, from Castellón to Alicante and Zaragoza: the cities UniVida covers. */
const COVERED_AREA: MapBounds = { south: 38.2, west: -1.0, north: 41.7, east: 0.0 };

const toLeaflet = (b: MapBounds): LatLngBoundsExpression => [
  [b.south, b.west],
  [b.north, b.east],
];
const fromLeaflet = (map: LeafletMap): MapBounds => {
  const b = map.getBounds();
  return { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
};

// Room kept clear around the markers a fit shows: more at the top, where 'Buscar en esta zona' sits.
const FIT_PADDING = { paddingTopLeft: point(32, 72), paddingBottomRight: point(32, 32) };
const boundsOf = (markers: MapMarker[]) =>
  latLngBounds(markers.map((m) => [m.latitude, m.longitude]));

/**
 * Zooms in to where a group splits, its results inside the area the map's buttons leave clear
 * when they fit there at that zoom (else centred on them).
 */
function splitGroup(map: LeafletMap, members: MapMarker[], zoom: number) {
  const bounds = boundsOf(members);
  const padding = FIT_PADDING.paddingTopLeft.add(FIT_PADDING.paddingBottomRight);
  if (map.getBoundsZoom(bounds, false, padding) >= zoom)
    map.fitBounds(bounds, { ...FIT_PADDING, maxZoom: zoom });
  else map.setView(bounds.getCenter(), zoom);
}

/**
 * Fits the view to the markers once they are there, and again when fitKey changes (a new
 * search); a list narrowed by 'Buscar en esta zona' keeps the view the user chose.
 */
function FitToMarkers({
  markers,
  fitKey = '',
  fallback,
}: {
  markers: MapMarker[];
  fitKey?: string;
  fallback: MapBounds;
}) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey) return;
    if (markers.length === 0) {
      map.fitBounds(toLeaflet(fallback));
      return;
    }
    map.fitBounds(boundsOf(markers), { ...FIT_PADDING, maxZoom: 15 });
    fitted.current = fitKey;
  }, [map, markers, fitKey, fallback]);
  return null;
}

function BoundsWatcher({
  onChange,
  onMap,
  onZoom,
  onMapClick,
}: {
  onChange?: (b: MapBounds) => void;
  onMap: (m: LeafletMap) => void;
  onZoom: (zoom: number) => void;
  onMapClick: () => void;
}) {
  const map = useMapEvents({
    moveend: () => onChange?.(fromLeaflet(map)),
    zoomend: () => onZoom(map.getZoom()),
    click: onMapClick,
  });
  useEffect(() => {
    onMap(map);
    onZoom(map.getZoom());
  }, [map, onMap, onZoom]);
  return null;
}

/**
 * A map of results: one labelled marker per result, a card for the chosen one, and optionally a
 * 'Buscar en esta zona' button that hands the visible area to a bounding-box filter. Loaded on
 * demand through `ResultsMap` from the package root (this file pulls in Leaflet).
 */
export default function ResultsMapView({
  markers,
  label,
  renderCard,
  onBoundsChange,
  onSearchArea,
  searchAreaLabel = 'Buscar en esta zona',
  fitKey,
  fallbackBounds = COVERED_AREA,
  height = '480px',
  groupName = (count) => `${count} resultados`,
}: ResultsMapProps) {
  const tiles = currentMapTiles();
  const [selected, setSelected] = useState<string | null>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const items = useMapItems(markers, zoom);
  const chosen = selected && markers.some((m) => m.id === selected) ? selected : null;
  // A marker chosen by keyboard: the card takes focus, and closing it gives focus back.
  const returnTo = useRef<HTMLElement | null>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen && returnTo.current) card.current?.focus();
  }, [chosen]);
  const choose = (id: string, fromKeyboard: HTMLElement | null = null) => {
    returnTo.current = fromKeyboard;
    setSelected(id);
  };
  const close = useCallback(() => {
    setSelected(null);
    returnTo.current?.focus();
    returnTo.current = null;
  }, []);
  // Escape closes the card wherever focus is: a card opened by mouse or finger never had it.
  useEffect(() => {
    if (!chosen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [chosen, close]);

  return (
    <Frame role="region" aria-label={label} $height={height}>
      <MapStyles />
      <MapContainer
        bounds={toLeaflet(fallbackBounds)}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <SpanishControls />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <FitToMarkers markers={markers} fitKey={fitKey} fallback={fallbackBounds} />
        <BoundsWatcher
          onChange={onBoundsChange}
          onMap={setMap}
          onZoom={setZoom}
          // A tap on the map itself, off the markers, puts the card away.
          onMapClick={() => setSelected(null)}
        />
        {items.map((item) => {
          if (item.kind === 'group') {
            const name = `Ver de cerca ${groupName(item.count)}`;
            const expand = (fromKeyboard: boolean) => {
              if (map) splitGroup(map, item.members(), item.expansionZoom);
              // The group's marker is gone once split: keyboard focus stays on the map.
              if (fromKeyboard) map?.getContainer().focus();
            };
            return (
              <Marker
                key={item.key}
                position={[item.latitude, item.longitude]}
                icon={groupIcon(item.count)}
                title={name}
                eventHandlers={{
                  click: () => expand(false),
                  keydown: (e) => {
                    const { key } = e.originalEvent;
                    if (key !== 'Enter' && key !== ' ') return;
                    e.originalEvent.preventDefault();
                    expand(true);
                  },
                  add: (e) => e.target.getElement()?.setAttribute('aria-label', name),
                }}
              />
            );
          }
          const m = item.marker;
          return (
            <Marker
              key={m.id}
              position={[m.latitude, m.longitude]}
              icon={markerIcon(m.label, m.id === chosen)}
              title={m.title}
              eventHandlers={{
                click: () => choose(m.id),
                // Leaflet's role=button icon is a div: Enter and Space do nothing unless handled.
                keydown: (e) => {
                  const { key } = e.originalEvent;
                  if (key !== 'Enter' && key !== ' ') return;
                  e.originalEvent.preventDefault();
                  choose(m.id, e.target.getElement() ?? null);
                },
                // Leaflet makes a keyboard-focusable role=button of the icon; give it a full name.
                add: (e) =>
                  e.target.getElement()?.setAttribute('aria-label', `${m.title}, ${m.label}`),
              }}
            />
          );
        })}
      </MapContainer>
      {onSearchArea && map && (
        <SearchArea>
          <Button size="sm" onClick={() => onSearchArea(fromLeaflet(map))}>
            {searchAreaLabel}
          </Button>
        </SearchArea>
      )}
      {chosen && renderCard && (
        // On a phone the help chat's button would sit over the card's corner: it steps aside.
        <CardSlot
          ref={card}
          tabIndex={-1}
          role="dialog"
          aria-label="Resultado seleccionado"
          {...{ [HIDES_HELP_CHAT_ON_PHONE]: '' }}
        >
          {renderCard(chosen)}
          <Close variant="outline" size="icon" aria-label="Cerrar" onClick={close}>
            <X aria-hidden size={16} />
          </Close>
        </CardSlot>
      )}
    </Frame>
  );
}

const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  isolation: isolate;
`;

// Above Leaflet's panes and controls (z-index up to 1000 inside the isolated frame).
const SearchArea = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1001;
`;

// Only as tall as the card: at 375 px most of the map stays in sight around it.
const CardSlot = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  max-width: 380px;
  margin: 0 auto;
  z-index: 1001;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

// Just above the card's corner, over the map: clear of what the card holds (a heart, a link).
const Close = styled(Button)`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
