import styled from 'styled-components';
import { controlStyles } from '../FieldShell';

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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  & > svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;
