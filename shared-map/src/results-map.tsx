import { latLngBounds, type LatLngBoundsExpression, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Button } from '@univida/shared-ui';
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
    // More room at the top: the 'Buscar en esta zona' button sits there over the map.
    map.fitBounds(latLngBounds(markers.map((m) => [m.latitude, m.longitude])), {
      paddingTopLeft: [32, 72],
      paddingBottomRight: [32, 32],
      maxZoom: 15,
    });
    fitted.current = fitKey;
  }, [map, markers, fitKey, fallback]);
  return null;
}

function BoundsWatcher({
  onChange,
  onMap,
  onZoom,
}: {
  onChange?: (b: MapBounds) => void;
  onMap: (m: LeafletMap) => void;
  onZoom: (zoom: number) => void;
}) {
  const map = useMapEvents({
    moveend: () => onChange?.(fromLeaflet(map)),
    zoomend: () => onZoom(map.getZoom()),
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
  const close = () => {
    setSelected(null);
    returnTo.current?.focus();
    returnTo.current = null;
  };

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
        <BoundsWatcher onChange={onBoundsChange} onMap={setMap} onZoom={setZoom} />
        {items.map((item) => {
          if (item.kind === 'group') {
            const name = `Ver de cerca ${groupName(item.count)}`;
            const expand = (fromKeyboard: boolean) => {
              map?.setView([item.latitude, item.longitude], item.expansionZoom);
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
        <CardSlot
          ref={card}
          tabIndex={-1}
          role="dialog"
          aria-label="Resultado seleccionado"
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          <Button variant="ghost" size="sm" aria-label="Cerrar" onClick={close}>
            <X aria-hidden size={16} />
          </Button>
          {renderCard(chosen)}
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

const CardSlot = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  max-width: 360px;
  margin: 0 auto;
  z-index: 1001;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  & > :last-child {
    justify-self: stretch;
  }
`;
