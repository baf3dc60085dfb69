/** A point in WGS 84 degrees. */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** A result on the map: `label` is drawn on the marker (a price), `title` names it for screen readers. */
export interface MapMarker extends MapPoint {
  id: string;
  label: string;
  title: string;
}

/** The visible area, in degrees: what a "search in this area" filter needs. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The tile server: a `{z}/{x}/{y}` URL template and the credit (HTML) its terms ask for. */
export interface MapTiles {
  url: string;
  attribution: string;
}
