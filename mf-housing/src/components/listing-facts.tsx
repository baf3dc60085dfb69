import type { Tables } from '@univida/shared-auth';
import { Badge } from '@univida/shared-ui';
import { BedDouble, GraduationCap, Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatArea, formatDistance, formatRooms } from '../lib/listing-format';

type Facts = Pick<
  Tables<'accommodations'>,
  | 'available_rooms'
  | 'total_rooms'
  | 'square_meters'
  | 'distance_to_university_km'
  | 'closest_university'
>;

/** Rooms free of total, m² and distance to the closest university, each with its icon (card and detail). */
interface ListingFactsProps {
  listing: Facts;
  iconSize?: number;
  /** More facts, as <li> with an icon. */
  children?: ReactNode;
  className?: string;
}

export function ListingFacts({ listing, iconSize = 16, children, className }: ListingFactsProps) {
  const area = formatArea(listing.square_meters);
  const distance = formatDistance(listing.distance_to_university_km, listing.closest_university);
  return (
    <FactList className={className}>
      <li>
        <BedDouble aria-hidden size={iconSize} />
        {formatRooms(listing.available_rooms, listing.total_rooms)}
        {listing.available_rooms === 0 && <Badge variant="warning">Completo</Badge>}
      </li>
      {area && (
        <li>
          <Ruler aria-hidden size={iconSize} />
          {area}
        </li>
      )}
      {distance && (
        <li>
          <GraduationCap aria-hidden size={iconSize} />
          {distance}
        </li>
      )}
      {children}
    </FactList>
  );
}

/** A list of facts or amenities, each an icon and its text. */
export const FactList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex-shrink: 0;
  }
`;
