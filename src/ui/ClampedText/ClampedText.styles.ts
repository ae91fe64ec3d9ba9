import styled, { css } from 'styled-components';

export const Wrapper = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const Text = styled.p<{ $lines: number; $expanded: boolean }>`
  margin: 0;
  min-width: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  white-space: pre-line;
  ${({ $lines, $expanded }) =>
    $expanded
      ? null
      : css`
          display: -webkit-box;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${$lines};
          line-clamp: ${$lines};
          overflow: hidden;
        `}
`;

export const Toggle = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
