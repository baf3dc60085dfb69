import { formatDate, formatTime, VisuallyHidden } from '@univida/shared-ui';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import styled from 'styled-components';

interface EventFactsProps {
  eventDate: string;
  locationName: string;
  city: string;
  participantCount: number;
  capacity: number;
}

/** Date and time in Spanish, place and city, and 'N/capacidad' — on cards and the detail page. */
export function EventFacts({
  eventDate,
  locationName,
  city,
  participantCount,
  capacity,
}: EventFactsProps) {
  return (
    <Facts>
      <div>
        <dt>
          <CalendarDays aria-hidden size={16} />
          <VisuallyHidden>Fecha</VisuallyHidden>
        </dt>
        <dd>
          {formatDate(eventDate)} · {formatTime(eventDate)}
        </dd>
      </div>
      <div>
        <dt>
          <MapPin aria-hidden size={16} />
          <VisuallyHidden>Lugar</VisuallyHidden>
        </dt>
        <dd>
          {locationName}, {city}
        </dd>
      </div>
      <div>
        <dt>
          <Users aria-hidden size={16} />
          <VisuallyHidden>Participantes</VisuallyHidden>
        </dt>
        <dd aria-label={`${participantCount} de ${capacity} plazas ocupadas`}>
          {participantCount}/{capacity}
        </dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    display: inline-flex;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
