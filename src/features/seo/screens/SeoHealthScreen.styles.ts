import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** Search and type filter: stacked on a phone, side by side from the md breakpoint. */
export const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 14rem;
  }
`;
