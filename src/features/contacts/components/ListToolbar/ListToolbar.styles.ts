import styled from 'styled-components';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > :last-child {
    flex: 0 1 12rem;
  }
`;

export const SearchSlot = styled.div`
  flex: 1 1 18rem;
  max-width: 32rem;
`;
