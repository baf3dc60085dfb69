import styled from 'styled-components';
import { fieldControl } from '../../theme/mixins';

/** Text input; wrap it in <Field> for a label, hint and error. Props are the native <input>'s. */
export const Input = styled.input`
  ${fieldControl}
`;
