import styled from 'styled-components';
import { controlStyles } from '../FieldShell';

export const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  width: 100%;
  max-width: 24rem;
`;

/** The same look as every field label (FieldShell), so a search box lines up with the filters beside it. */
export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Box = styled.div`
  position: relative;
  min-width: 0;
`;

export const Icon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space[3]};
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
  & > svg {
    width: 1rem;
    height: 1rem;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-left: 2.25rem;
  padding-right: 2.5rem;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled.button`
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
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & > svg {
    width: 1rem;
    height: 1rem;
  }
`;
