import styled from 'styled-components';
import { controlStyles } from '../FieldShell';
import { glyphSize, iconButtonStyles } from '../Icon/iconButton.styles';

export const Box = styled.div`
  position: relative;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-right: 2.75rem;
`;

export const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  ${iconButtonStyles('2rem')}
  border-radius: ${({ theme }) => theme.radius.sm};
  ${glyphSize('1.125rem')}
`;
