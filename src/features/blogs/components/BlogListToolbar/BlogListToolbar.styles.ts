import styled from 'styled-components';

export const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
  }
`;

export const Search = styled.div`
  min-width: 0;
`;
