import styled from 'styled-components';
import { fieldControl } from '../../theme/mixins';

/** Multi-line text input; wrap it in <Field>. Props are the native <textarea>'s. */
export const Textarea = styled.textarea`
  ${fieldControl}
  min-height: 6rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
