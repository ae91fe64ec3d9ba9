import styled, { css } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
`;

export const DropZone = styled.button<{ $dragOver: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 10rem;
  padding: ${({ theme }) => theme.space[6]};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-align: center;
  transition:
    background ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme, $dragOver }) =>
    $dragOver &&
    css`
      border-color: ${theme.colors.primary};
      border-style: solid;
      background: ${theme.colors.primarySoft};
    `}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const DropIcon = styled.span`
  display: inline-flex;
  width: 2.5rem;
  height: 2.5rem;
  color: ${({ theme }) => theme.colors.primary};
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const DropTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Preview = styled.div<{ $dragOver: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $dragOver }) => ($dragOver ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $dragOver }) => ($dragOver ? theme.colors.primarySoft : theme.colors.surface)};
`;

export const PreviewImage = styled.img`
  display: block;
  width: 100%;
  max-height: 16rem;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerSoftText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
