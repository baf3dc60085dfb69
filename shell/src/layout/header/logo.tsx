import { GraduationCap } from 'lucide-react';
import { Link } from '@univida/shared-router';
import styled from 'styled-components';
import { BRAND_NAME } from '../../constants';
import { shellRoutes } from '../../app/shell-routes';
import { LOGO_LABEL, LOGO_MARK } from './bar';

export function Logo() {
  return (
    <LogoLink to={shellRoutes.paths.home()} aria-label={LOGO_LABEL}>
      <Mark aria-hidden="true">
        <GraduationCap size={LOGO_MARK.iconPx} />
      </Mark>
      <span>{BRAND_NAME}</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  letter-spacing: -0.02em;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: ${LOGO_MARK.sizePx}px;
  height: ${LOGO_MARK.sizePx}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${LOGO_MARK.gradientEnd});
`;
