import { Badge } from '@univida/shared-ui';
import styled from 'styled-components';
import { SIGN_IN_FOR_SCORE } from '../constants';
import { compatibilityLevel } from '../lib/compatibility-level';

/** '92% compatible' in SPEC §9's colours, or the invitation to sign in when there is no score. */
export function CompatibilityBadge({ score }: { score: number | null }) {
  if (score === null) return <Invitation>{SIGN_IN_FOR_SCORE}</Invitation>;
  const level = compatibilityLevel(score);
  const text = `${score}% compatible`;
  return level === 'orange' ? <Orange>{text}</Orange> : <Badge variant={level}>{text}</Badge>;
}

const Orange = styled(Badge).attrs({ variant: 'outline' })`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  border-color: ${({ theme }) => theme.colors.accent};
`;

const Invitation = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
