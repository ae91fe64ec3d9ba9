import styled from 'styled-components';
import { controlStyles } from '../FieldShell';
import { glyphSize, inFieldButtonStyles } from '../Icon/iconButton.styles';

export const Box = styled.div`
  position: relative;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-right: 2.75rem;
`;

export const Toggle = styled.button`
  ${inFieldButtonStyles}
  ${glyphSize('1.125rem')}
`;
