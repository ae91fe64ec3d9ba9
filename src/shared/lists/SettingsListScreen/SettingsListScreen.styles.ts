import styled from 'styled-components';

export const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
