import styled from 'styled-components';
import type { Compatibility } from '../api/get-roommate';
import { COMPATIBILITY_FLOOR, COMPATIBILITY_PARTS } from '../constants';

/** Why the score is what it is: each SPEC §9 part out of its weight, and the floor when it applied. */
export function CompatibilityBreakdown({ compatibility }: { compatibility: Compatibility }) {
  const sum = COMPATIBILITY_PARTS.reduce(
    (total, part) => total + (compatibility[part.key] ?? 0),
    0,
  );
  return (
    <section aria-label="Desglose de compatibilidad">
      <Parts>
        {COMPATIBILITY_PARTS.map((part) => (
          <div key={part.key}>
            <dt>{part.label}</dt>
            <dd>
              {compatibility[part.key] ?? 0}/{part.max}
            </dd>
          </div>
        ))}
      </Parts>
      {sum < COMPATIBILITY_FLOOR && (
        <Note>
          Suman {sum}; la compatibilidad nunca baja de {COMPATIBILITY_FLOOR}.
        </Note>
      )}
    </section>
  );
}

const Parts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
