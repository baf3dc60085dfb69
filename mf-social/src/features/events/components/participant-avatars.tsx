import { resizedPhotoUrl } from '@univida/shared-auth';
import { Avatar } from '@univida/shared-ui';
import styled from 'styled-components';
import type { Participant } from '../api/get-events';

interface ParticipantAvatarsProps {
  participants: Participant[];
  /** Everybody who joined; beyond the avatars shown it reads '+N'. */
  total: number;
}

/** The first participants' avatars, overlapping, then '+N' for the rest. */
export function ParticipantAvatars({ participants, total }: ParticipantAvatarsProps) {
  if (total === 0) return null;
  const more = total - participants.length;
  return (
    <Row>
      {participants.map((participant) => (
        <Avatar
          resize={resizedPhotoUrl}
          key={participant.userId}
          size="sm"
          src={participant.pictureUrl}
          name={participant.fullName}
          userId={participant.userId}
        />
      ))}
      {more > 0 && <More aria-label={`y ${more} más`}>+{more}</More>}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  & > * + * {
    margin-left: -8px;
  }
  & > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
