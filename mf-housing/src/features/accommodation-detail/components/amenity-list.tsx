import {
  AirVent,
  ArrowUpDown,
  Bike,
  BookOpen,
  Check,
  CookingPot,
  Dumbbell,
  Heater,
  Receipt,
  Sofa,
  Sparkles,
  Sun,
  WashingMachine,
  Waves,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import { FactList } from '../../../components/listing-facts';

/** The amenities owners pick most, with an icon each; any other shows a tick. */
const ICONS: Record<string, LucideIcon> = {
  WiFi: Wifi,
  Lavadora: WashingMachine,
  Ascensor: ArrowUpDown,
  'Aire acondicionado': AirVent,
  Calefacción: Heater,
  'Parking bicis': Bike,
  'Limpieza semanal': Sparkles,
  Terraza: Sun,
  Amueblado: Sofa,
  'Cocina equipada': CookingPot,
  Gimnasio: Dumbbell,
  Piscina: Waves,
  'Zona de estudio': BookOpen,
  'Gastos incluidos': Receipt,
};

export function AmenityList({ amenities }: { amenities: string[] }) {
  if (amenities.length === 0) return <p>El propietario no ha indicado servicios.</p>;
  return (
    <List>
      {amenities.map((amenity) => {
        const Icon = ICONS[amenity] ?? Check;
        return (
          <li key={amenity}>
            <Icon aria-hidden size={18} />
            {amenity}
          </li>
        );
      })}
    </List>
  );
}

const List = styled(FactList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
