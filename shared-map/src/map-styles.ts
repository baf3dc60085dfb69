// Leaflet's own stylesheet travels inside the map chunk (as text, injected while a map is on the
// page), so a page without a map downloads none of it and no separate CSS request can go missing
// from a federated remote's chunk graph.
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { createGlobalStyle } from 'styled-components';

export const MapStyles = createGlobalStyle`
  ${leafletCss}

  .univida-marker {
    background: none;
    border: 0;
  }
  .univida-marker > span {
    display: inline-block;
    transform: translate(-50%, -100%);
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font: ${({ theme }) => `${theme.fontWeights.semibold} ${theme.fontSizes.sm}/1.4 ${theme.fonts.body}`};
    white-space: nowrap;
  }
  .univida-marker:focus-visible {
    outline: none;
  }
  .univida-marker:focus-visible > span,
  .univida-marker--selected > span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .univida-marker--group > span {
    display: grid;
    place-items: center;
    min-width: 40px;
    height: 40px;
    padding: 0 6px;
    transform: translate(-50%, -50%);
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .univida-marker--pin > span {
    width: 18px;
    height: 18px;
    padding: 0;
    border-radius: 50% 50% 50% 0;
    background: ${({ theme }) => theme.colors.primary};
    transform: translate(-50%, -120%) rotate(-45deg);
  }
`;
