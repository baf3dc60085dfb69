import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

// Tabs that do not fit on one line wrap onto another, each row underlined, rather than scroll out
// of sight: on a phone every tab's whole name stays visible (the degree's four tabs take two rows).
const List = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
`;

const Trigger = styled(RadixTabs.Trigger)`
  /* On a phone a wrapped row fills the width; from md up the tabs keep their own width. */
  flex: 1 0 auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    flex-grow: 0;
  }
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  /* Narrower on the smallest phones, where three short tabs then keep to one row (320 px). */
  padding: 0 ${({ theme }) => theme.space[2]};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
  border: 0;
  border-bottom: 2px solid transparent;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Content = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space[5]};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

/** Tabs (Radix: tablist/tab/tabpanel roles, arrow keys between tabs). Name Tabs.List with aria-label. */
export const Tabs = { Root: RadixTabs.Root, List, Trigger, Content };
