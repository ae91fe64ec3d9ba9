import styled from 'styled-components';

export const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 14rem;
  }
`;
