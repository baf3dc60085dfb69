import { divIcon } from 'leaflet';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A marker drawn in HTML (no image files to bundle): a pill with its label, or a plain pin.
 * No iconSize: the CSS sizes it and places its tip on the point.
 */
export function markerIcon(label: string | null, selected = false) {
  return divIcon({
    className: `univida-marker${label === null ? ' univida-marker--pin' : ''}${selected ? ' univida-marker--selected' : ''}`,
    html: `<span>${label === null ? '' : escapeHtml(label)}</span>`,
    iconSize: undefined,
  });
}

/** A group of nearby results: a round badge with how many it holds. */
export function groupIcon(count: number) {
  return divIcon({
    className: 'univida-marker univida-marker--group',
    html: `<span>${count}</span>`,
    iconSize: undefined,
  });
}
