import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex-shrink: 0;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
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
