import styled from 'styled-components';
import { controlStyles } from '../FieldShell';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
