import { useSession } from '@univida/shared-auth';
import { Badge, formatDate, type BadgeVariant } from '@univida/shared-ui';
import styled from 'styled-components';
import { useMySuggestions } from '../api/get-my-suggestions';

const statuses: Record<string, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pendiente', variant: 'warning' },
  approved: { label: 'Aprobada', variant: 'success' },
  rejected: { label: 'Rechazada', variant: 'destructive' },
};

/** The signed-in user's suggestions and where each stands; nothing for visitors or none yet. */
export function MySuggestions() {
  const { user } = useSession();
  const suggestions = useMySuggestions(user?.id ?? null);
  if (!suggestions.data?.length) return null;
  return (
    <Section aria-labelledby="my-suggestions-title">
      <h2 id="my-suggestions-title">Tus sugerencias</h2>
      <ul>
        {suggestions.data.map((suggestion) => {
          const status = statuses[suggestion.status] ?? statuses.pending!;
          return (
            <li key={suggestion.id}>
              <span>
                {suggestion.name} · {suggestion.city} · {formatDate(suggestion.created_at)}
              </span>
              <Badge variant={status.variant}>{status.label}</Badge>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const Section = styled.section`
  margin: ${({ theme }) => theme.space[8]} 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
