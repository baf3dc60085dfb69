import styled from 'styled-components';

export interface UnreadCountProps {
  /** Unread messages; nothing is shown for 0 (or a count that could not be read). */
  count: number | null | undefined;
  className?: string;
  /** What the number counts, for screen readers (default: unread messages). */
  label?: (count: number) => string;
}

const unreadMessages = (n: number) => (n === 1 ? '1 mensaje sin leer' : `${n} mensajes sin leer`);

/**
 * The count pill of the header's Chats entry and of each conversation in /chats (unread
 * messages), and of the avatar menu's Mis búsquedas (new results).
 */
export function UnreadCount({ count, className, label = unreadMessages }: UnreadCountProps) {
  if (!count || count <= 0) return null;
  return (
    <Pill className={className} aria-label={label(count)}>
      {count}
    </Pill>
  );
}

const Pill = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;
