import { AttributionControl, ZoomControl } from 'react-leaflet';

/** Leaflet's own link in the attribution, with a Spanish title instead of its English one. */
const LEAFLET_CREDIT =
  '<a href="https://leafletjs.com" title="Biblioteca de mapas interactivos">Leaflet</a>';

/**
 * The zoom buttons and the attribution in Spanish: Leaflet's defaults name the buttons 'Zoom in'
 * and 'Zoom out' to screen readers. The map is created with `zoomControl={false}` and
 * `attributionControl={false}` so these replace them.
 */
export function SpanishControls() {
  return (
    <>
      <ZoomControl zoomInTitle="Acercar" zoomOutTitle="Alejar" />
      <AttributionControl prefix={LEAFLET_CREDIT} />
    </>
  );
}
