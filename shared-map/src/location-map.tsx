import { latLng } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styled from 'styled-components';
import { SpanishControls } from './map-controls';
import { MapStyles } from './map-styles';
import { markerIcon } from './marker-icon';
import { currentMapTiles } from './tiles';
import type { MapPoint } from './types';

export interface LocationMapProps {
  /** The place shown; null (picking only) shows `center` without a pin. */
  point: MapPoint | null;
  /** Accessible name of the map region ('Ubicación del alojamiento'). */
  label: string;
  /** Makes the map a picker: a click or tap moves the pin there. */
  onPick?: (point: MapPoint) => void;
  /** Where to look while there is no point yet. */
  center?: MapPoint;
  zoom?: number;
  height?: string;
}

const VALENCIA: MapPoint = { latitude: 39.4699, longitude: -0.3763 };
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function PickOnClick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({
    click: (e) => onPick({ latitude: round6(e.latlng.lat), longitude: round6(e.latlng.lng) }),
  });
  return null;
}

/** Brings the place (or the new centre) into view when it changes from outside, e.g. typed coordinates. */
function KeepInView({ at }: { at: MapPoint }) {
  const map = useMap();
  useEffect(() => {
    const target = latLng(at.latitude, at.longitude);
    if (!map.getBounds().contains(target)) map.setView(target, map.getZoom());
  }, [map, at.latitude, at.longitude]);
  return null;
}

/** A small map of one place (a listing's location), or a picker for one. */
export default function LocationMapView({
  point,
  label,
  onPick,
  center = VALENCIA,
  zoom = 15,
  height = '240px',
}: LocationMapProps) {
  const tiles = currentMapTiles();
  const at = point ?? center;
  return (
    <Frame role="region" aria-label={label} $height={height}>
      <MapStyles />
      <MapContainer
        center={[at.latitude, at.longitude]}
        zoom={point ? zoom : 12}
        scrollWheelZoom={false}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <SpanishControls />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        {point && (
          <Marker
            position={[point.latitude, point.longitude]}
            icon={markerIcon(null)}
            keyboard={false}
          />
        )}
        {onPick && <PickOnClick onPick={onPick} />}
        <KeepInView at={at} />
      </MapContainer>
    </Frame>
  );
}

const Frame = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  isolation: isolate;
`;
